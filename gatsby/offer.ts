import type { Lang } from "../src/lib/languages";
import { DEFAULT_LANG } from "../src/lib/languages";
import type { Offer, OfferDish, OfferWeek } from "../src/catalog/offer";
import type { IsoDate } from "../src/catalog/week";
import { offerFromWeeks, type WeekFile } from "../src/catalog/offer-from-weeks";
import type { Content } from "./content/snapshot";

/*
 * The one model of what a subscriber eats (src/catalog/offer.ts), made once per build from the
 * checked content: every page that reads it (the menu, the plan finder, the delivery step) and
 * the build's warnings get this same data.
 */

const made = new WeakMap<Content, ReturnType<typeof offerFromWeeks>>();

/** The offer's data (weeks and each dish's kind, marks and allergens) and the dishes' slugs. */
export function siteOffer(content: Content) {
  let offer = made.get(content);
  if (!offer) {
    const weeks = content.folder<WeekFile>("weeks");
    const dishes = content.read<(OfferDish & { slug: string })[]>(
      "dishes.json",
      DEFAULT_LANG as Lang,
    );
    offer = offerFromWeeks(weeks, dishes);
    made.set(content, offer);
  }
  return offer;
}

/**
 * The offer from a Monday on, as a page carries it: the weeks from then, and only the dishes
 * those weeks serve (in the offer's order, renumbered), with their slugs beside them. A page
 * carries no dish that only the weeks before its build's serve.
 */
export function offerFrom(content: Content, monday: IsoDate): { offer: Offer; slugs: string[] } {
  const { offer, slugs } = siteOffer(content);
  const weeks = offer.weeks.filter((w) => w.monday >= monday);
  const served = new Set(
    weeks.flatMap((w) => [...w.days.flatMap((d) => [...d.lunch, ...d.dinner]), ...w.kits]),
  );
  const kept = [...served].sort((a, b) => a - b);
  const at = new Map(kept.map((old, i) => [old, i]));
  const to = (old: number) => at.get(old)!;
  return {
    offer: {
      dishes: kept.map((i) => offer.dishes[i]),
      weeks: weeks.map((w) => renumbered(w, to)),
    },
    slugs: kept.map((i) => slugs[i]),
  };
}

/** A week of the offer with each dish's index passed through `to` (into a page's own list). */
export function renumbered(week: OfferWeek, to: (i: number) => number): OfferWeek {
  return {
    monday: week.monday,
    days: week.days.map((d) => ({ day: d.day, lunch: d.lunch.map(to), dinner: d.dinner.map(to) })),
    kits: week.kits.map(to),
  };
}
