import type { Filters } from "../catalog/filter";
import {
  fittingDishes as offerFitting,
  orderableWeek,
  weekOffer,
  type Offer,
  type OfferWeek,
  type PlanKind,
} from "../catalog/offer";
import type { FinderContext } from "./page-context";

/*
 * What the finder's result reads of the week a visitor can order, through the one model of
 * what a subscriber eats (src/catalog/offer.ts): the dishes that fit the answers, the days a
 * plan's meals are covered, and the energy those days bring.
 */

export const offerOf = (ctx: FinderContext): Offer => ({
  dishes: ctx.offer.dishes,
  weeks: ctx.offer.weeks,
});

/** The week a visitor can order at an instant (the menu opens on it too), if one is published. */
export function visitorWeek(ctx: FinderContext, now: Date): OfferWeek | undefined {
  const monday = orderableWeek(
    ctx.offer.weeks.map((w) => w.monday),
    ctx.cutoff,
    now,
  );
  return ctx.offer.weeks.find((w) => w.monday === monday);
}

/** The week's dishes (indexes into the offer) that fit the answers: the menu's count. */
export const fittingDishes = (ctx: FinderContext, week: OfferWeek, filters: Filters) =>
  offerFitting(offerOf(ctx), week, filters);

const average = (values: number[]) =>
  values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : null;

/**
 * The energy a day of the plan brings this week, on average over the days the model covers
 * (kcal), and how many days those are: a ready-to-eat day's lunch and dinner, a kit's dinner,
 * or the one box's meal (any meal that fits). Null when no day is covered.
 */
export function coveredEnergy(
  ctx: FinderContext,
  week: OfferWeek,
  filters: Filters,
  family: "ready" | "diy" | "single",
): { kcal: number; covered: number; total: number } | null {
  const kind: PlanKind = family === "diy" ? "kit" : "ready";
  const served = weekOffer(offerOf(ctx), week, kind, filters);
  const kcal = (i: number | null) => (i === null ? 0 : ctx.dishes[i].kcal);
  const days = served.days.filter((d) => d.covered);
  const total = served.days.length;
  if (family === "single") {
    const meals = served.days.flatMap((d) => d.meals.flatMap((m) => (m.dish === null ? [] : [m])));
    const value = average(meals.map((m) => kcal(m.dish)));
    return value === null ? null : { kcal: value, covered: days.length, total };
  }
  const value = average(days.map((d) => d.meals.reduce((sum, m) => sum + kcal(m.dish), 0)));
  return value === null ? null : { kcal: value, covered: days.length, total };
}

/**
 * 1790 -> "1,790" (English), "1 790" (Armenian, Russian), as the build told the
 * language's grouping (FinderContext.digits): the browser never formats.
 */
export function groupDigits(value: number, { separator, from }: FinderContext["digits"]) {
  const whole = String(Math.round(value));
  return Math.abs(value) < from ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
