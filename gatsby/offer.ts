import type { Lang } from "../src/lib/languages";
import { DEFAULT_LANG } from "../src/lib/languages";
import type { OfferDish } from "../src/catalog/offer";
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
