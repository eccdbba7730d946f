import type { Allowed } from "../catalog/filter";
import type { Offer } from "../catalog/offer";
import type { CutoffRule } from "../catalog/week";

/*
 * What the build hands the plan finder as its page context (gatsby/finder/context.ts makes it):
 * the offer's data (the one model of what a subscriber eats) for the published weeks from the
 * build's on, each dish's energy, and the few texts the browser would otherwise have to format.
 */

export type FinderContext = {
  /** The published weeks from the build's on and their dishes' marks and allergens. */
  offer: Offer;
  /** The order cutoff: the week a visitor can order is the first still open. */
  cutoff: CutoffRule;
  /** The ids the diet and allergen questions take, as the menu's filters do. */
  allowed: Allowed;
  /**
   * Beside the offer's dishes, in its order: each dish's id (the page's query asks for these
   * dishes' names and pictures) and energy per portion.
   */
  dishes: { slug: string; kcal: number }[];
  /**
   * How the language groups thousands: "," in English, a no-break space in Armenian and
   * Russian, from four digits on in every language (src/lib/format.ts).
   */
  digits: { separator: string; from: number };
  /** The goal's change, written out: "15%" (English, Armenian), "15 %" (Russian). */
  percent: { lose: string; gain: string };
  /** The body mass index under which no weight loss is worked out, written out: "18.5", "18,5". */
  underweightBmi: string;
};
