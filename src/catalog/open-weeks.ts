import { addDays, mondayOf, orderOpen, type CutoffRule, type IsoDate } from "./week";

/*
 * The weeks a subscriber's request (skip, pause, change, cancel) can still apply to, by the
 * menu's order cutoff. Unlike the menu, a subscription runs on past the published weeks: any
 * coming Monday counts, whether or not its menu is out yet.
 */

/**
 * How many open weeks a request offers: two months ahead is room for a 4-week pause that
 * starts a month out, while the kitchen plans week by week and a request further ahead is
 * better made nearer the time.
 */
export const OPEN_WEEKS = 8;

/**
 * How many Mondays the build hands the page: twice the weeks offered, so that the page still
 * offers them all when the site was last built two months ago (a new menu each week rebuilds it).
 */
export const MONDAYS_AHEAD = OPEN_WEEKS * 2;

/** The Mondays from the week of `today` on, `count` of them. */
export function mondaysFrom(today: IsoDate, count: number): IsoDate[] {
  const first = mondayOf(today);
  return Array.from({ length: count }, (_, i) => addDays(first, 7 * i));
}

/**
 * The Mondays whose order cutoff has not passed at `now`, earliest first: the one answer to
 * "is this week still open" that the menu's orderable week, the delivery step and a
 * subscriber's requests all take.
 */
export function openWeeks(mondays: readonly IsoDate[], rule: CutoffRule, now: Date): IsoDate[] {
  return mondays.filter((monday) => orderOpen(monday, rule, now)).sort();
}

/**
 * The week a visitor would take for "next week" when its cutoff has already passed (Friday
 * evening to Sunday night, with the menu's rule): the latest Monday still ahead whose cutoff
 * is behind `now`. A request then applies from the following open week, and the page says so.
 */
export function closedWeekAhead(
  mondays: readonly IsoDate[],
  rule: CutoffRule,
  now: Date,
  today: IsoDate,
): IsoDate | null {
  const closed = mondays.filter((m) => m > today && !orderOpen(m, rule, now)).sort();
  return closed.at(-1) ?? null;
}
