import type { FilterModel } from "../catalog/filter";
import type { Offer } from "../catalog/offer";
import { withArgs } from "../lib/script-args";
import type { DishFacts, MenuContext } from "./page-context";

/*
 * What the menu page makes of its context, where each dish's facts come once (`dishes`): the
 * filter model and the offer share that list, the cards and the structured data join it to the
 * texts and pictures of the page's query, and the week script gets it written into its text.
 */

/** The filters' model: the context's filters over the page's dishes. */
export const filterModelOf = (menu: Pick<MenuContext, "filters" | "dishes">): FilterModel => ({
  ...menu.filters,
  dishes: menu.dishes,
});

/** What a subscriber eats in the weeks shown: the offer's weeks over the page's dishes. */
export const offerOf = (menu: Pick<MenuContext, "offerWeeks" | "dishes">): Offer => ({
  dishes: menu.dishes,
  weeks: menu.offerWeeks,
});

/**
 * Each dish of the page as its cards take it: its texts and picture (the query's, by slug)
 * with its facts (the context's). A dish the query lacks is left out, as the cards leave out
 * a slug they cannot find.
 */
export function withFacts<T extends { slug: string }>(
  texts: readonly T[],
  facts: readonly DishFacts[],
): Map<string, T & DishFacts> {
  const bySlug = new Map(texts.map((d) => [d.slug, d]));
  return new Map(
    facts.flatMap((f) => {
      const dish = bySlug.get(f.slug);
      return dish ? [[f.slug, { ...dish, ...f }] as const] : [];
    }),
  );
}

/**
 * The inline script that picks the week and applies the address's filters, with its
 * arguments written in: the published weeks, the panels, the build's panel, the cutoff rule
 * and the filters' model with only what the filters read of each dish.
 */
export function weekScript(
  menu: Pick<
    MenuContext,
    "weekScript" | "published" | "panels" | "defaultPanel" | "cutoffRule" | "filters" | "dishes"
  >,
): string {
  const { allowed, panels, text } = menu.filters;
  const dishes = menu.dishes.map(({ kind, diets, allergens }) => ({ kind, diets, allergens }));
  return withArgs(menu.weekScript, [
    menu.published,
    menu.panels.map((p) => p.key),
    menu.defaultPanel,
    menu.cutoffRule,
    { allowed, dishes, panels, text },
  ]);
}
