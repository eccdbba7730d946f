import { render } from "@testing-library/react";
import { NO_FILTERS } from "../../catalog/filter";
import { WeekLinks, keepFilters, weekQuery } from "../week-links";

const words = { laterWeeks: "Later weeks", backToOrder: "Back" };
const weeks = [
  { monday: "2026-12-07", title: "Week of 7 December" },
  { monday: "2026-12-14", title: "Week of 14 December" },
];
const vegan = { ...NO_FILTERS, diet: ["vegan" as const], without: ["nuts" as const] };

describe("the links between weeks", () => {
  test("keep the visitor's filters beside the week asked for", () => {
    expect(weekQuery("2026-12-14", vegan)).toBe("?week=2026-12-14&diet=vegan&without=nuts");
    expect(weekQuery(null, vegan)).toBe("?diet=vegan&without=nuts");
    expect(weekQuery(null, NO_FILTERS)).toBe("?");
    expect(weekQuery("2026-12-14", NO_FILTERS)).toBe("?week=2026-12-14");
  });

  test("follow the filters chosen after the page was built", () => {
    const { getByRole } = render(<WeekLinks weeks={weeks} words={words} />);
    keepFilters(document, vegan);
    expect(getByRole("link", { name: weeks[1].title })).toHaveAttribute(
      "href",
      "?week=2026-12-14&diet=vegan&without=nuts",
    );
    expect(getByRole("link", { name: words.backToOrder })).toHaveAttribute(
      "href",
      "?diet=vegan&without=nuts",
    );
    keepFilters(document, NO_FILTERS);
    expect(getByRole("link", { name: weeks[0].title })).toHaveAttribute("href", "?week=2026-12-07");
  });
});
