import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PageProps } from "gatsby";
import { content, plansOf, priceOf, pricesOf } from "../../../jest/fixtures";
import { queryData } from "../../../jest/query-data";
import { SiteDataProvider, siteDataFrom } from "../../hooks/use-site-data";
import { localPath, type Lang } from "../../lib/languages";
import { registerPathFor } from "../../lib/plan-choice";
import MealPlansPage from "../meal-plans";

const { mealPlans: page, menu, plans, ui, paying } = content();
const [readyTab, kitsTab] = page.tabs;
const popularLabel = ui.plans.popular;

/** The page's query result in `lang`, with the shell's part (the SiteData fragment). */
const pageData = (lang: Lang) => queryData<Queries.MealPlansPageQuery>(lang);

/** The page as Gatsby shows it: the page wrapper hands the shell's texts down (root.tsx). */
function setup(search = "", lang: Lang = "en") {
  const pathname = localPath("/meal-plans", lang);
  window.history.replaceState(null, "", `${pathname}${search}`);
  const data = pageData(lang);
  const props = {
    data,
    location: { pathname, search },
    pageContext: { lang },
  } as unknown as PageProps<Queries.MealPlansPageQuery>;
  render(
    <SiteDataProvider value={siteDataFrom(data, lang, pathname)}>
      <MealPlansPage {...props} />
    </SiteDataProvider>,
  );
  return userEvent.setup();
}

describe("/meal-plans", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("opens on the ready-to-eat tab: six benefits and the first 3 meals of the week", () => {
    setup();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(page.hero.title);
    expect(screen.getByRole("tab", { name: readyTab.label })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getAllByRole("heading", { level: 3 })).toHaveLength(6 + 1);
    const sample = within(panel).getByRole("region", { name: page.sampleMenu.title });
    const meals = within(sample).getAllByRole("heading", { level: 4 });
    expect(meals.map((h) => h.textContent)).toEqual(menu.slice(0, 3).map((m) => m.meal));
    const [first] = menu;
    expect(sample).toHaveTextContent(first.day);
    // Numbers and units as the build writes them for the page's language.
    expect(sample).toHaveTextContent(`${first.caloriesText} ${page.sampleMenu.caloriesLabel}`);
    expect(sample).toHaveTextContent(`${first.proteinText} ${page.sampleMenu.proteinLabel}`);
    expect(sample).not.toHaveTextContent(menu[3].day);
  });

  it("switches to the kits tab with the arrow key and writes ?tab= into the address", async () => {
    const user = setup();
    await user.click(screen.getByRole("tab", { name: readyTab.label }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: kitsTab.label })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(window.location.search).toBe("?tab=ingredient-kits");
    const included = screen.getByRole("region", { name: page.included.title });
    expect(within(included).getAllByRole("listitem")).toHaveLength(4);
    expect(screen.queryByRole("region", { name: page.sampleMenu.title })).toBeNull();
  });

  it("says under the plan grids how and when one pays", () => {
    setup();
    const note = screen.getByRole("region", { name: paying.title });
    expect(within(note).getByRole("heading", { level: 2 })).toHaveTextContent(paying.title);
    expect(note).toHaveTextContent(paying.text);
  });

  it("opens the kits tab from the deep link", () => {
    setup("?tab=ingredient-kits");
    expect(screen.getByRole("tab", { name: kitsTab.label })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("tabpanel")).toHaveTextContent(kitsTab.title);
  });

  it("shows the single box and two grids of three plans, the 4-day plans flagged", () => {
    setup();
    const [single] = plansOf("single");
    const trial = screen.getByRole("region", { name: page.trial.title });
    expect(trial).toHaveTextContent(priceOf(single));
    expect(trial).toHaveTextContent(ui.plans.period[single.period]);
    for (const [grid, prices] of [
      [page.readyGrid.title, pricesOf("ready")],
      [page.diyGrid.title, pricesOf("diy")],
    ] as const) {
      const section = screen.getByRole("region", { name: grid });
      const cards = within(section).getAllByRole("listitem", { name: "" });
      const shown = cards.filter((li) => li.parentElement?.parentElement === section);
      expect(shown).toHaveLength(3);
      shown.forEach((li, i) => expect(within(li).getByText(prices[i])).toBeInTheDocument());
      expect(within(section).getAllByText(popularLabel)).toHaveLength(1);
      expect(within(shown[1]).getByText(popularLabel)).toBeInTheDocument();
    }
    const labels = new Set(plans.map((plan) => plan.cta));
    const ctas = screen.getAllByRole("link").filter((a) => labels.has(a.textContent ?? ""));
    expect(ctas.map((a) => a.getAttribute("href")).sort()).toEqual(
      plans.map((plan) => registerPathFor(plan.slug)).sort(),
    );
  });

  it("ends with the three-point strip and the closing banner", () => {
    setup();
    for (const point of page.strip) expect(screen.getByText(point.title)).toBeInTheDocument();
    const banner = screen.getByRole("region", { name: page.banner.title });
    expect(within(banner).getByRole("link", { name: page.banner.cta })).toHaveAttribute(
      "href",
      "/register",
    );
  });

  it("in Russian: its copy, prices and grams written for Russian, links that stay in Russian", () => {
    const ru = content("ru");
    setup("", "ru");
    // Typeset copy keeps its no-break spaces: compared as it is.
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(ru.mealPlans.hero.title);
    const sample = screen.getByRole("region", { name: ru.mealPlans.sampleMenu.title });
    const [first] = ru.menu;
    // Prices and units keep their no-break spaces (one line each): compared as written.
    expect(sample.textContent).toContain(
      `${first.proteinText} ${ru.mealPlans.sampleMenu.proteinLabel}`,
    );
    const grid = screen.getByRole("region", { name: ru.mealPlans.readyGrid.title });
    for (const plan of ru.plans.filter((p) => p.family === "ready"))
      expect(grid.textContent).toContain(plan.priceText);
    const labels = new Set(ru.plans.map((plan) => plan.cta));
    const ctas = screen.getAllByRole("link").filter((a) => labels.has(a.textContent ?? ""));
    expect(ctas.map((a) => a.getAttribute("href")).sort()).toEqual(
      ru.plans.map((plan) => localPath(registerPathFor(plan.slug), "ru")).sort(),
    );
    const banner = screen.getByRole("region", { name: ru.mealPlans.banner.title });
    expect(within(banner).getByRole("link", { name: ru.mealPlans.banner.cta })).toHaveAttribute(
      "href",
      "/ru/register",
    );
  });
});
