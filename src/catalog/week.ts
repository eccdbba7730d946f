/*
 * Which week of the menu a visitor sees, by the date in Yerevan. Every function takes the
 * instant or the date it works on: none reads the clock, so the build, the pre-paint script
 * and the tests can all pass their own.
 */

/** Yerevan keeps UTC+4 all year (no daylight saving since 2012). */
export const YEREVAN_OFFSET_HOURS = 4;
const DAY_MS = 86_400_000;

/** "2026-11-23": a calendar date, as the week files write it. */
export type IsoDate = string;

export const toUtcMidnight = (date: IsoDate) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10);

/** The date in Yerevan (Asia/Yerevan) at an instant. */
export function yerevanDate(instant: Date): IsoDate {
  return fromUtc(instant.getTime() + YEREVAN_OFFSET_HOURS * 3_600_000);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtc(toUtcMidnight(date) + days * DAY_MS);
}

/** 0 for Monday ... 6 for Sunday. */
export function weekdayIndex(date: IsoDate): number {
  return (new Date(toUtcMidnight(date)).getUTCDay() + 6) % 7;
}

export const isMonday = (date: IsoDate) => weekdayIndex(date) === 0;

/** The Monday of the week a date is in. */
export function mondayOf(date: IsoDate): IsoDate {
  return addDays(date, -weekdayIndex(date));
}

/** The Monday after the week a date is in: the week a visitor can still order. */
export const comingMonday = (date: IsoDate) => addDays(mondayOf(date), 7);

export type WeekChoice =
  /** The week the date is in, and the following one when it is published. */
  | { kind: "current"; current: IsoDate; next: IsoDate | null }
  /** The date is in no published week, but a later one is published. */
  | { kind: "upcoming"; next: IsoDate }
  /** After the last published week: the next menu is being prepared. */
  | { kind: "none" };

/** The week to show on a date, among the Mondays of the published weeks. */
export function chooseWeek(date: IsoDate, published: readonly IsoDate[]): WeekChoice {
  const monday = mondayOf(date);
  const has = new Set(published);
  if (has.has(monday)) {
    const following = addDays(monday, 7);
    return { kind: "current", current: monday, next: has.has(following) ? following : null };
  }
  const later = [...published].filter((m) => m > monday).sort()[0];
  return later ? { kind: "upcoming", next: later } : { kind: "none" };
}

/** The order cutoff rule: so many days before a week's Monday, at a time of day in Yerevan. */
export type CutoffRule = { daysBefore: number; time: string };

/** When orders for the week of `monday` close, as Yerevan's date and time and as an instant. */
export function orderCutoff(monday: IsoDate, rule: CutoffRule) {
  const date = addDays(monday, -rule.daysBefore);
  const [hours, minutes] = rule.time.split(":").map(Number);
  const instant = new Date(
    toUtcMidnight(date) + ((hours - YEREVAN_OFFSET_HOURS) * 60 + minutes) * 60_000,
  );
  return { date, time: rule.time, instant };
}

/** Whether orders for the week of `monday` are still taken at an instant. */
export function orderOpen(monday: IsoDate, rule: CutoffRule, now: Date): boolean {
  return now.getTime() < orderCutoff(monday, rule).instant.getTime();
}
