import { MENU_WEEK } from "../marks";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadContent } from "../../../gatsby/content/snapshot";
import { fill } from "../../lib/format";
import { MenuFilters } from "../menu-filters";
import type { CardDish, Words } from "../dish-card";
import type { FilterModel } from "../../catalog/filter";
import { ALLERGENS, DIETS, KINDS } from "../../catalog/vocabulary";

const data = loadContent();
const words = data.read<Words>("menu-page.json", "en");
const dishes = data.read<CardDish[]>("dishes.json", "en").slice(0, 8);
/** The filter model of a page whose one panel "w" holds these dishes. */
const model = (list: readonly CardDish[]): FilterModel => ({
  allowed: { diet: DIETS, without: ALLERGENS, kind: KINDS },
  dishes: [...list],
  panels: { w: list.map((_, i) => i) },
  text: words.filters.count,
});
const count = (n: number) =>
  fill(words.filters.count, { count: String(n), total: String(dishes.length) });

beforeEach(() => {
  window.history.replaceState(null, "", "/menu");
  document.documentElement.setAttribute(MENU_WEEK, "w");
});

describe("MenuFilters", () => {
  it("offers every diet, allergen and kind as a named checkbox with what it leaves", () => {
    render(<MenuFilters words={words} model={model(dishes)} defaultPanel="w" />);
    const boxes = screen.getAllByRole("checkbox");
    expect(boxes).toHaveLength(words.diets.length + words.allergens.length + words.kinds.length);
    const vegan = dishes.filter((d) => d.diets.includes("vegan")).length;
    const name = words.diets.find((d) => d.slug === "vegan")!.name;
    expect(screen.getByRole("checkbox", { name: `${name} (${vegan})` })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(count(dishes.length));
  });

  it("filters on a tap, writes the address and marks <html>", async () => {
    render(<MenuFilters words={words} model={model(dishes)} defaultPanel="w" />);
    const milk = words.allergens.find((a) => a.slug === "milk")!.name;
    await userEvent.click(screen.getByRole("checkbox", { name: new RegExp(`^${milk} `) }));
    expect(window.location.search).toBe("?without=milk");
    expect(document.documentElement.hasAttribute("data-f-without-milk")).toBe(true);
    const left = dishes.filter((d) => !d.allergens.includes("milk")).length;
    expect(screen.getByRole("status")).toHaveTextContent(count(left));
  });

  it("reads the address, says when nothing is left, and clears", async () => {
    window.history.replaceState(null, "", "/menu?diet=vegan,high-protein,low-calorie,vegetarian");
    render(<MenuFilters words={words} model={model([])} defaultPanel="w" />);
    expect(await screen.findByText(words.filters.empty)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: words.filters.clear }));
    expect(window.location.search).toBe("");
  });
});
