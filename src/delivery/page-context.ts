import type { IsoDate } from "../catalog/week";
import type { Weekday } from "../catalog/vocabulary";
import type { Code } from "./codes";

/*
 * What the build hands the register page for the delivery step (gatsby/delivery/context.ts
 * makes it): every text the browser would otherwise format, written out in the page's language.
 */
export type DeliveryContext = {
  /** Each district's delivery days one by one, named, and its time windows. */
  districts: { slug: string; days: { id: Weekday; name: string }[]; windows: string[] }[];
  /** The published weeks from the build's on; the page offers those still open for orders. */
  weeks: {
    monday: IsoDate;
    /** Its Monday's day and month ("30 November"). */
    date: string;
    /** When orders close, as milliseconds since 1970 (the browser compares its clock). */
    closes: number;
    /** "Order by Friday 27 November, 18:00". */
    cutoff: string;
    /** Each delivery day's date written out ("Wednesday 2 December"). */
    days: Partial<Record<Weekday, string>>;
  }[];
  /** The Monday after the last published week ("4 January"): when the next menu comes. */
  next: string;
  /** The codes, with their last day, discount and each plan's first-week price written out. */
  codes: (Code & {
    until: string;
    percent: string;
    prices: Record<string, { price: string; was: string }>;
  })[];
};
