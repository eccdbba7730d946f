import { render, screen, within } from "@testing-library/react";
import { dishDays } from "../../../gatsby/menu/dish-pages";
import { loadContent } from "../../../gatsby/content/snapshot";
import { LANGUAGE_CODES, type Lang } from "../../lib/languages";
import type { Week } from "../schema/index";
import { DishDays } from "../dish-days";

const data = loadContent();
type Words = Parameters<typeof DishDays>[0]["words"];
const wordsIn = (lang: Lang) => data.read<Words>("menu-page.json", lang);
const [week] = [...data.folder<Week>("weeks")].sort((a, b) => (a.monday < b.monday ? -1 : 1));
const slug = week.days[0].lunch;
const kit = week.kits[0];
/** Spaces as a reader sees them: the no-break ones the typesetting puts are spaces too. */
const plain = (text: string) => text.replace(/\s+/g, " ");

describe.each(LANGUAGE_CODES)("the days a dish is on the menu, in %s", (lang) => {
  const words = wordsIn(lang);
  const days = dishDays(data, slug, lang);

  it("lists each day under its heading, as the copy joins the date and the meal", () => {
    render(<DishDays days={days} words={words} className="" />);
    const section = screen.getByRole("region", { name: words.dish.onMenuTitle });
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(days.length);
    items.forEach((item, i) => {
      const { date, meal } = days[i];
      const line = words.dish.onDay.replace("{date}", date).replace("{meal}", words.meals[meal]);
      expect(plain(item.textContent!)).toBe(plain(line));
      // The day starts its line as the menu's day headings do, with a capital.
      expect(item.textContent).toMatch(/^\p{Lu}/u);
      // The language's own punctuation: Armenian has no Latin colon.
      if (lang === "hy") expect(item.textContent).not.toContain(":");
    });
  });

  it("names a kit's week by its Monday, not as a day", () => {
    const kitDays = dishDays(data, kit, lang).filter((d) => d.meal === "kits");
    expect(kitDays.length).toBeGreaterThan(0);
    render(<DishDays days={kitDays} words={words} className="" />);
    const items = screen.getAllByRole("listitem");
    items.forEach((item, i) => {
      const line = words.dish.onWeek.replace("{date}", kitDays[i].date);
      expect(plain(item.textContent!)).toBe(plain(line.charAt(0).toUpperCase() + line.slice(1)));
      expect(item.textContent).not.toContain(words.meals.kits);
    });
  });
});
