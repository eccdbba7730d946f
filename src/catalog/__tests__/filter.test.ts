import {
  NO_FILTERS,
  countWith,
  filtersQuery,
  matches,
  parseFilters,
  toggled,
  markFilters,
} from "../filter";
import { ALLERGENS, DIETS, KINDS } from "../vocabulary";

const allowed = { diet: DIETS, without: ALLERGENS, kind: KINDS };
const parse = (search: string) => parseFilters(search, allowed);

const soup = {
  kind: "ready",
  diets: ["vegetarian", "vegan", "no-gluten"],
  allergens: ["celery"],
};
const kebab = { kind: "ready", diets: ["high-protein"], allergens: ["gluten", "milk"] };
const kit = { kind: "kit", diets: ["vegetarian"], allergens: ["nuts"] };
const all = [soup, kebab, kit];

describe("parseFilters and filtersQuery", () => {
  it("read an address shared before the marks said what the recipe holds as the same marks", () => {
    expect(parse("?diet=gluten-free,vegan&diet=dairy-free")).toEqual({
      diet: ["vegan", "no-gluten", "no-dairy"],
      without: [],
      kind: [],
    });
  });

  it("read the shared form and the form a plain GET submit sends", () => {
    const shared = parse("?diet=vegetarian&without=milk,nuts");
    expect(shared).toEqual({ diet: ["vegetarian"], without: ["milk", "nuts"], kind: [] });
    expect(parse("?without=nuts&without=milk&diet=vegetarian")).toEqual(shared);
  });

  it("leave out unknown names and values, and keep the lists' order", () => {
    expect(parse("?diet=paleo,vegan,vegetarian&tab=kits&kind=kit")).toEqual({
      diet: ["vegetarian", "vegan"],
      without: [],
      kind: ["kit"],
    });
  });

  it("write the short form back, and nothing without filters", () => {
    expect(filtersQuery(parse("?without=nuts&without=milk&diet=vegetarian"))).toBe(
      "?diet=vegetarian&without=milk,nuts",
    );
    expect(filtersQuery(NO_FILTERS)).toBe("");
  });
});

describe("matches", () => {
  it("asks for every chosen mark, none of the left-out allergens, one of the kinds", () => {
    const f = parse("?diet=vegetarian");
    expect(all.filter((d) => matches(d, f))).toEqual([soup, kit]);
    expect(all.filter((d) => matches(d, parse("?diet=vegetarian,vegan")))).toEqual([soup]);
    expect(all.filter((d) => matches(d, parse("?without=milk,nuts")))).toEqual([soup]);
    expect(all.filter((d) => matches(d, parse("?kind=kit")))).toEqual([kit]);
    expect(all.filter((d) => matches(d, parse("?diet=vegan&kind=kit")))).toEqual([]);
  });
});

describe("countWith and toggled", () => {
  it("count what an option leaves on top of the other filters", () => {
    const f = parse("?diet=vegetarian");
    expect(countWith(all, f, "without", "nuts", allowed)).toBe(1);
    expect(countWith(all, NO_FILTERS, "kind", "ready", allowed)).toBe(2);
  });

  it("turn one option on or off", () => {
    const f = toggled(NO_FILTERS, "without", "nuts", true, allowed);
    expect(toggled(f, "without", "milk", true, allowed).without).toEqual(["milk", "nuts"]);
    expect(toggled(f, "without", "nuts", false, allowed)).toEqual(NO_FILTERS);
  });
});

describe("markFilters", () => {
  it("marks <html> with the chosen options only", () => {
    const root = document.documentElement;
    markFilters(root, parse("?diet=vegan&kind=kit"));
    markFilters(root, parse("?without=milk"));
    expect(root.getAttributeNames().filter((a) => a.startsWith("data-f-"))).toEqual([
      "data-f-without-milk",
    ]);
  });
});
