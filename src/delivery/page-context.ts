import type { CutoffRule, IsoDate } from "../catalog/week";
import type { Offer, PlanKind } from "../catalog/offer";
import type { DistrictTimes } from "../catalog/days";
import type { Weekday } from "../catalog/vocabulary";
import type { Code } from "./codes";

/*
 * What the build hands the register page for the delivery step (gatsby/delivery/context.ts
 * makes it): every text the browser would otherwise format, written out in the page's language.
 */
export type DeliveryContext = {
  /** Each district's delivery days one by one, named, and its time windows. */
  districts: DistrictTimes[];
  /** The published weeks from the build's on; the page offers those still open for orders. */
  weeks: {
    monday: IsoDate;
    /** Its Monday's day and month ("30 November"). */
    date: string;
    /** When orders close, as milliseconds since 1970 (the browser compares its clock). */
    closes: number;
    /** "Order by Friday 27 November, 18:00". */
    cutoff: string;
    /**
     * Each delivery day's date written out as inside a sentence ("Wednesday 2 December",
     * «среда, 2 декабря»).
     */
    days: Partial<Record<Weekday, string>>;
  }[];
  /**
   * The offer's data (src/catalog/offer.ts) for the published weeks from the build's on and
   * the dishes they serve, each dish's name in the page's language beside it, and each plan's
   * kind: the step shows the first week's dishes the visitor's choices get.
   */
  offer: Offer;
  dishNames: string[];
  /** The dishes' ids, in the offer's order: how the chosen dishes are sent. */
  dishSlugs: string[];
  planKinds: Record<string, PlanKind>;
  /** The order cutoff rule: the step's first week is the offer's week a visitor can order. */
  cutoffRule: CutoffRule;
  /** The Monday after the last published week ("4 January"): when the next menu comes. */
  next: string;
  /** The codes, with their last day, discount and each plan's first-week price written out. */
  codes: (Code & {
    until: string;
    percent: string;
    prices: Record<string, { price: string; was: string }>;
  })[];
};
