import { fill } from "../lib/format";
import type { SubscriptionContext } from "./page-context";

export type OpenWeek = SubscriptionContext["weeks"][number];

/** "The week of 7 December (changes until 4 December, 18:00)": a week as every list names it. */
export const weekLabel = (copy: { week: { option: string; cutoff: string } }, week: OpenWeek) =>
  `${fill(copy.week.option, { date: week.date })} (${fill(copy.week.cutoff, { cutoff: week.cutoff })})`;
