import { render, screen, within } from "@testing-library/react";
import {
  content,
  literal,
  planBySlug,
  plansOf,
  pricesOf,
  startingWith,
  type PlanFamily,
} from "../../../../jest/fixtures";
import { registerPathFor } from "../../../lib/plan-choice";
import { queryData } from "../../../../jest/query-data";
import { Pricing } from "../pricing";

const { home, site, ui, paying } = content();
const ready = plansOf("ready");
const diy = plansOf("diy");

describe("Pricing", () => {
  beforeEach(() => render(<Pricing {...queryData<Queries.PricingSectionFragment>()} />));

  it("is the pricing anchor and says free delivery and no setup fees plainly", () => {
    const region = screen.getByRole("region", { name: home.pricing.title });
    expect(region).toHaveAttribute("id", "pricing");
    // The highlights are the first list of the section, before the plan grids.
    const highlights = within(within(region).getAllByRole("list")[0]).getAllByRole("listitem");
    expect(highlights.map((li) => li.textContent)).toEqual(home.pricing.highlights);
  });

  it.each<[string, PlanFamily]>([
    [home.pricing.readyTitle, "ready"],
    [home.pricing.diyTitle, "diy"],
  ])("shows the %s weekly prices and flags the 4-day plan", (title, family) => {
    const grid = screen.getByRole("region", { name: title });
    expect(
      within(grid)
        .getAllByText(new RegExp(`\\d ${literal(site.currency).source}$`))
        .map((el) => el.textContent),
    ).toEqual(pricesOf(family));
    const periods = plansOf(family).map((plan) => ui.plans.period[plan.period]);
    for (const period of new Set(periods))
      expect(within(grid).getAllByText(period)).toHaveLength(
        periods.filter((p) => p === period).length,
      );
    const popular = within(grid).getByText(ui.plans.popular).closest("li")!;
    expect(within(popular).getByRole("heading")).toHaveTextContent(
      startingWith(planBySlug(`${family}-4`).name),
    );
  });

  it("leads every plan to /register with that plan, and each weekly plan to the menu", () => {
    const links = screen.getAllByRole("link");
    const hrefs = links.map((link) => link.getAttribute("href"));
    expect(hrefs.filter((h) => h !== "/menu" && h !== "/plan-finder")).toEqual(
      [...ready, ...diy].map((plan) => registerPathFor(plan.slug)),
    );
    // The plan finder is a text link, once, never a plan's button.
    expect(screen.getByRole("link", { name: ui.plans.finderLink })).toHaveAttribute(
      "href",
      "/plan-finder",
    );
    expect(screen.getAllByRole("link", { name: ui.plans.menuLink })).toHaveLength(
      [...ready, ...diy].filter((plan) => plan.period === "week").length,
    );
  });

  it("says under the plans how and when one pays, there being no online payment", () => {
    const note = screen.getByRole("region", { name: paying.title });
    expect(note).toHaveTextContent(paying.text);
  });
});
