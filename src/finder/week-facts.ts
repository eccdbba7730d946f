import { matches, panelOf, type Filters } from "../catalog/filter";
import { chooseWeek, type IsoDate } from "../catalog/week";
import type { FinderContext, FinderWeek } from "./page-context";

/*
 * What the finder's result reads of the visitor's week, through the menu's own filter model:
 * the dishes that fit the answers, and the energy the recommended plan's meals bring.
 */

/** The week the menu shows a visitor on a date in Yerevan: theirs, or the next published. */
export function visitorWeek(ctx: FinderContext, date: IsoDate): FinderWeek | undefined {
  const choice = chooseWeek(
    date,
    ctx.weeks.map((w) => w.monday),
  );
  const monday =
    choice.kind === "current" ? choice.current : choice.kind === "upcoming" ? choice.next : null;
  return ctx.weeks.find((w) => w.monday === monday);
}

/** The week's dishes (indexes into the model) that fit the filters, in the menu's order. */
export function fittingDishes(ctx: FinderContext, week: FinderWeek, filters: Filters): number[] {
  const panel = ctx.filters.panels[week.monday] ?? [];
  const dishes = panelOf(ctx.filters, week.monday);
  return panel.filter((_, i) => matches(dishes[i], filters));
}

const average = (values: number[]) =>
  values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : null;

/**
 * The energy a day of the plan brings this week, on average (kcal), for a visitor with these
 * filters: a ready-to-eat day's lunch and dinner (the first of each meal that fits: the dish,
 * else an alternative), a kit's dinner, or the one box's meal. Null when nothing fits.
 */
export function coveredEnergy(
  ctx: FinderContext,
  week: FinderWeek,
  filters: Filters,
  family: string,
): number | null {
  const fits = (i: number) => matches(ctx.filters.dishes[i], filters);
  const kcal = (i: number) => ctx.dishes[i].kcal;
  if (family === "diy") return average(week.kits.filter(fits).map(kcal));
  const meals = week.days.map((d) => [d.lunch.find(fits), d.dinner.find(fits)]);
  if (family === "ready")
    return average(
      meals.flatMap(([lunch, dinner]) =>
        lunch !== undefined && dinner !== undefined ? [kcal(lunch) + kcal(dinner)] : [],
      ),
    );
  return average(meals.flat().flatMap((i) => (i === undefined ? [] : [kcal(i)])));
}

/**
 * 1790 -> "1,790" (English), "1790" (Armenian), "1 790" (Russian), as the build told the
 * language's grouping (FinderContext.digits): the browser never formats.
 */
export function groupDigits(value: number, { separator, from }: FinderContext["digits"]) {
  const whole = String(Math.round(value));
  return Math.abs(value) < from ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
