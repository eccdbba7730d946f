import { render, screen, within } from "@testing-library/react";
import { loadContent } from "../../../gatsby/content/snapshot";
import { menuContext } from "../../../gatsby/menu/context";
import { asRead, fakeImage } from "../../../jest/fixtures";
import { NO_FILTERS, type Filters } from "../../catalog/filter";
import type { CardDish, Words } from "../dish-card";
import { YourWeeks } from "../your-week-view";
import { offerOf } from "../from-context";
import { choiceText, fittingKits, uncoveredText, yourWeek, type YourWeekWords } from "../your-week";

/*
 * The visitor's own week as the menu draws it, on the site's content at a fixed build date:
 * the dishes the offer gives, each meal nothing suits in words, and the kits that suit.
 */

// The inline script's text is esbuild's (which needs Node's own TextEncoder, not jsdom's);
// this test does not run it.
jest.mock("../../../gatsby/inline-script", () => ({ inlineScript: () => "" }));

const data = loadContent();
const menu = menuContext(data, "en", "2026-11-25");
const words = data.read<Words & { yourWeek: YourWeekWords & { swaps: string } }>(
  "menu-page.json",
  "en",
);
const dishes = new Map(
  data
    .read<CardDish[]>("dishes.json", "en")
    .map((d) => [d.slug, { ...d, image: fakeImage(d.alt) } as CardDish]),
);
const offer = offerOf(menu);
const name = (i: number) => dishes.get(menu.dishes[i].slug)!.name;
const panel = menu.defaultPanel;
const monday = menu.panels.find((p) => p.key === panel)!.weeks[0].monday;
const week = () => document.querySelector<HTMLElement>(`[data-yours][data-week="${monday}"]`)!;

test("each day shows the dishes the offer gives and names each meal nothing suits", () => {
  const filters: Filters = { ...NO_FILTERS, diet: ["vegetarian"], without: ["nuts"] };
  render(<YourWeeks menu={menu} panel={panel} filters={filters} dishes={dishes} words={words} />);
  const served = yourWeek(offer, monday, filters)!;
  const choice = choiceText(filters, words, words.yourWeek.without, "en");
  const view = within(week());
  for (const d of served.days) {
    const said = menu.weeks.find((w) => w.monday === monday)!.days.find((x) => x.day === d.day)!;
    for (const m of d.meals)
      if (m.dish === null)
        expect(
          view.getByText(asRead(uncoveredText(words.yourWeek, m.meal, said.said!, choice))),
        ).toBeTruthy();
      else expect(view.getAllByRole("link", { name: name(m.dish) }).length).toBeGreaterThan(0);
  }
  expect(served.covered).toBeLessThan(served.days.length);
  const kits = fittingKits(offer, monday, filters);
  expect(kits.length).toBeGreaterThan(0);
  const section = view.getByRole("heading", { name: words.meals.kits }).parentElement!;
  for (const kit of kits)
    expect(within(section).getByRole("link", { name: name(kit) })).toBeInTheDocument();
});

test("with only ready meals asked for, no kits are listed", () => {
  const filters: Filters = { ...NO_FILTERS, diet: ["vegetarian"], kind: ["ready"] };
  render(<YourWeeks menu={menu} panel={panel} filters={filters} dishes={dishes} words={words} />);
  expect(within(week()).queryByRole("heading", { name: words.meals.kits })).toBeNull();
  expect(screen.getAllByRole("heading", { level: 3 }).length).toBeGreaterThan(0);
});
