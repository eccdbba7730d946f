import { closedWeekAhead, OPEN_WEEKS, openWeeks } from "../catalog/open-weeks";
import { yerevanDate } from "../catalog/week";
import type { SubscriptionContext } from "./page-context";

/**
 * The weeks a request can apply to at an instant (the first OPEN_WEEKS whose cutoff is ahead),
 * and the coming week when its cutoff has passed before it began (a request then applies from
 * the first open week, and the page says so before sending).
 */
export function weeksAt(context: SubscriptionContext, now: number) {
  const at = new Date(now);
  const mondays = context.weeks.map((w) => w.monday);
  const open = openWeeks(mondays, context.rule, at).slice(0, OPEN_WEEKS);
  const closedMonday = closedWeekAhead(mondays, context.rule, at, yerevanDate(at));
  return {
    open: context.weeks.filter((w) => open.includes(w.monday)),
    closed: context.weeks.find((w) => w.monday === closedMonday) ?? null,
  };
}
