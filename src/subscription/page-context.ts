import type { CutoffRule, IsoDate } from "../catalog/week";
import type { DistrictTimes } from "../catalog/days";

/*
 * What the build hands the subscription page (gatsby/subscription/context.ts makes it): the
 * coming Mondays and the cutoff rule (the page keeps those still open by the visitor's clock),
 * and each district's delivery days one by one, every text written out in the page's language.
 */
export type SubscriptionContext = {
  rule: CutoffRule;
  /** The start of the build's date in Yerevan, as milliseconds: the server render's clock. */
  builtAt: number;
  weeks: {
    monday: IsoDate;
    /** Its Monday's day and month ("30 November"). */
    date: string;
    /** When changes for it close ("27 November, 18:00"). */
    cutoff: string;
  }[];
  /** The Monday after the last of `weeks` ("15 March"): the first week the page does not offer. */
  next: string;
  districts: DistrictTimes[];
};
