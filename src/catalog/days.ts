import { WEEKDAYS, type Weekday } from "./vocabulary";

/** "Mon", "Wed-Fri": the days of a district as data writes them. */
const SHORT = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

/**
 * A district's delivery days one by one, in the week's order: ["Mon", "Wed", "Fri"] and
 * ["Mon-Fri"] alike become the weekdays' ids (mon, wed, fri). A range runs forward from its
 * first day ("Sat-Mon": Saturday, Sunday, Monday).
 */
export function deliveryDays(ranges: readonly string[]): Weekday[] {
  const on = new Set<number>();
  for (const range of ranges) {
    const [from, to = from] = range.split(/[-–]/).map((d) => SHORT.indexOf(d.trim() as never));
    if (from < 0 || to < 0) throw new Error(`unknown day in "${range}"`);
    for (let i = from; ; i = (i + 1) % 7) {
      on.add(i);
      if (i === to) break;
    }
  }
  return WEEKDAYS.filter((_, i) => on.has(i));
}

/** A delivery window as a page writes it: "10:00-13:00" becomes "10:00–13:00" (an en dash). */
export const windowText = (window: string) => window.replace("-", "–");

/** A district's delivery day, named in the page's language: as a label, and inside a sentence. */
export type DeliveryDay = { id: Weekday; name: string; inSentence: string };

/** A district's delivery days one by one and its time windows, as the build hands them to a page. */
export type DistrictTimes = { slug: string; days: DeliveryDay[]; windows: string[] };

/**
 * Chosen delivery days as one list: the first as its label writes it, the others as inside a
 * sentence ("Monday, Wednesday", «Понедельник, среда, пятница», «Երկուշաբթի, ուրբաթ»).
 */
export const daysList = (days: readonly DeliveryDay[]) =>
  days.map((d, i) => (i === 0 ? d.name : d.inSentence)).join(", ");
