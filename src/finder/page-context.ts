import type { FilterModel } from "../catalog/filter";
import type { IsoDate } from "../catalog/week";

/*
 * What the build hands the plan finder as its page context (gatsby/finder/context.ts makes it):
 * the published weeks from the build's on, each dish once in the menu's filter model, and the
 * few texts the browser would otherwise have to format.
 */

/** A week's meals, each as indexes into the model's dishes: the dish first, then its alternatives. */
export type FinderWeek = {
  monday: IsoDate;
  days: { lunch: number[]; dinner: number[] }[];
  kits: number[];
};

export type FinderContext = {
  weeks: FinderWeek[];
  /** The menu's filter model, one panel per week (keyed by its Monday). */
  filters: FilterModel;
  /** Beside the model's dishes, in its order: each dish's id and energy per portion. */
  dishes: { slug: string; kcal: number }[];
  /** The dishes' ids, for the page's query of their names and pictures. */
  slugs: string[];
  /**
   * How the language groups thousands: "," in English, a no-break space in Armenian and
   * Russian; Armenian only from five digits on ("2310", "12 345").
   */
  digits: { separator: string; from: number };
  /** The goal's change, written out: "15%" (English, Armenian), "15 %" (Russian). */
  percent: { lose: string; gain: string };
  /** The body mass index under which no weight loss is worked out, written out: "18.5", "18,5". */
  underweightBmi: string;
};
