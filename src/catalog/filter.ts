import type { Allergen, Diet, Kind } from "./vocabulary";

/*
 * No list is imported here (the lists come in as arguments): the inline script and the page's
 * bundle carry this module without the schemas.
 *
 * The menu's filters, kept in the address (?diet=vegetarian&without=milk,nuts&kind=kit) so
 * that a link can be shared and survives reload, Back and the language switch. A form sent
 * without scripts repeats a name (?diet=vegan&diet=no-gluten); both forms are read.
 */

export type Filters = { diet: Diet[]; without: Allergen[]; kind: Kind[] };
export const FILTER_NAMES = ["diet", "without", "kind"] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
/** The ids each filter takes, in their lists' order (src/menu/schema/index.ts). */
export type Allowed = Record<FilterName, readonly string[]>;

export const NO_FILTERS: Filters = { diet: [], without: [], kind: [] };

/**
 * The ids the diet marks had before they said only what the recipe holds ("no gluten
 * ingredients", not "gluten-free": the kitchen also handles gluten and milk): addresses shared
 * with them still choose the same mark.
 */
export const FORMER_DIETS: Readonly<Record<string, Diet>> = {
  "gluten-free": "no-gluten",
  "dairy-free": "no-dairy",
};

/** The filters of an address's query; unknown names and values are left out. */
export function parseFilters(search: string, allowed: Allowed): Filters {
  const params = new URLSearchParams(search);
  const read = (name: FilterName) => {
    const values = new Set(
      params
        .getAll(name)
        .flatMap((v) => v.split(","))
        .map((v) => (name === "diet" && FORMER_DIETS[v]) || v),
    );
    return allowed[name].filter((id) => values.has(id));
  };
  return { diet: read("diet"), without: read("without"), kind: read("kind") } as Filters;
}

/** "?diet=vegetarian&without=milk,nuts", or "" without filters. */
export function filtersQuery(filters: Filters): string {
  const parts = FILTER_NAMES.filter((n) => filters[n].length > 0).map(
    (n) => `${n}=${filters[n].join(",")}`,
  );
  return parts.length ? `?${parts.join("&")}` : "";
}

export type FilterDish = {
  kind: string;
  diets: readonly string[];
  allergens: readonly string[];
};

/** Every chosen diet mark, none of the left-out allergens, one of the chosen kinds. */
export function matches(dish: FilterDish, f: Filters): boolean {
  return (
    f.diet.every((d) => dish.diets.includes(d)) &&
    !f.without.some((a) => dish.allergens.includes(a)) &&
    (f.kind.length === 0 || f.kind.includes(dish.kind as Kind))
  );
}

/** The filters with one option turned on or off. */
export function toggled(
  f: Filters,
  name: FilterName,
  value: string,
  on: boolean,
  allowed: Allowed,
): Filters {
  const rest = f[name].filter((v) => v !== value) as string[];
  const next = on ? [...rest, value] : rest;
  return { ...f, [name]: allowed[name].filter((id) => next.includes(id)) } as Filters;
}

/** How many dishes an option leaves when it is added to the other filters. */
export function countWith(
  dishes: readonly FilterDish[],
  f: Filters,
  name: FilterName,
  value: string,
  allowed: Allowed,
): number {
  const next = toggled(f, name, value, true, allowed);
  return dishes.filter((d) => matches(d, next)).length;
}

export const isEmpty = (f: Filters) => FILTER_NAMES.every((n) => f[n].length === 0);

/** The mark on <html> for one chosen option: the page's style hides what it rules out. */
export const filterMark = (name: FilterName, value: string) => `data-f-${name}-${value}`;

/** Marks <html> with the chosen filters (and `data-f-kind` when a kind is chosen). */
export function markFilters(root: HTMLElement, f: Filters): void {
  for (const attr of [...root.getAttributeNames()])
    if (attr.startsWith("data-f-")) root.removeAttribute(attr);
  for (const name of FILTER_NAMES)
    for (const value of f[name]) root.setAttribute(filterMark(name, value), "");
  if (f.kind.length > 0) root.setAttribute("data-f-kind", "");
}

/**
 * The menu's filters in one place, built once by the build for each page (gatsby/menu/
 * context.ts) and read alike by the first-paint script, React and the page's style: the ids
 * each filter takes, every dish of the page's weeks once (each day's lunch, dinner and
 * alternatives, and the kits) with what the filters look at, each panel's dishes as indexes
 * into that list, and the words of the count. The counts the script writes before the page's
 * scripts arrive are React's by construction.
 */
export type FilterModel = {
  allowed: Allowed;
  dishes: FilterDish[];
  panels: Record<string, number[]>;
  /** "{count} of {total} dishes". */
  text: string;
};

/** The dishes of a panel (the weeks one choice of week shows). */
export const panelOf = (model: FilterModel, panel: string): FilterDish[] =>
  (model.panels[panel] ?? []).map((i) => model.dishes[i]);

/** What a dish's item carries for the filters' rules (ruledOut) to read. */
export const filterAttributes = (dish: FilterDish) => ({
  "data-kind": dish.kind,
  "data-diets": dish.diets.join(" "),
  "data-allergens": dish.allergens.join(" "),
});

/** The result's count in words: "{count} of {total} dishes" filled in. */
export const countText = (template: string, count: number, total: number) =>
  template.replace(/\{(count|total)\}/g, (_, key: string) =>
    String(key === "count" ? count : total),
  );
