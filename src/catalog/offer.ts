import { openWeeks } from "./open-weeks";
import { mondayOf, yerevanDate, type CutoffRule, type IsoDate } from "./week";

/*
 * What a subscriber eats, decided once: from the published weeks, for a week, a kind of plan
 * and the visitor's diets and allergens left out, the dish each delivery day gets. The build
 * (promise checks, pages' contexts) and the browser (the menu's "your week", the plan finder,
 * the delivery step) run this same code on the same small data, so they never disagree.
 * Nothing here reads the clock or imports a list: dates and data come in as arguments.
 */

/** What the model reads of a dish: its kind, diet marks and allergens, by stable id. */
export type OfferDish = {
  kind: string;
  diets: readonly string[];
  allergens: readonly string[];
};

/**
 * One published week, each meal as indexes into the offer's dishes: the day's own dish
 * first, then its alternatives in the owner's order; the week's kits in the owner's order.
 */
export type OfferWeek = {
  monday: IsoDate;
  days: { day: string; lunch: number[]; dinner: number[] }[];
  kits: number[];
};

/** The published weeks (in order of their Monday) and every dish they serve, once. */
export type Offer = { dishes: OfferDish[]; weeks: OfferWeek[] };

/** The visitor's choices: every diet mark chosen, none of the allergens left out. */
export type Choice = { diet: readonly string[]; without: readonly string[] };

/** Ready-to-eat: a lunch and a dinner a delivery day. Kits: one kit a delivery day. */
export type PlanKind = "ready" | "kit";
export type Meal = "lunch" | "dinner" | "kit";

/** One meal of a day: the dish it gets (none when nothing fits) and the other fitting dishes. */
export type Served = { meal: Meal; dish: number | null; swaps: number[] };

/** A delivery day of the week: its meals, and whether every one of them gets a dish. */
export type ServedDay = { day: string; meals: Served[]; covered: boolean };

export type WeekOffer = {
  monday: IsoDate;
  kind: PlanKind;
  days: ServedDay[];
  /** How many days are fully covered. */
  covered: number;
};

export const NO_CHOICE: Choice = { diet: [], without: [] };

export const hasChoice = (c: Choice) => c.diet.length > 0 || c.without.length > 0;

/** Whether a dish carries every chosen diet mark and none of the allergens left out. */
export function fits(dish: OfferDish, choice: Choice): boolean {
  return (
    choice.diet.every((d) => dish.diets.includes(d)) &&
    !choice.without.some((a) => dish.allergens.includes(a))
  );
}

const unique = (list: readonly number[]) => [...new Set(list)];

/**
 * A ready-to-eat meal: the day's dish if it fits, else the first fitting alternative in the
 * owner's order, else none. A dish listed twice (as its own alternative) counts once.
 */
function serveMeal(meal: Meal, offered: readonly number[], fit: (i: number) => boolean): Served {
  const fitting = unique(offered).filter(fit);
  const dish = fitting[0] ?? null;
  return { meal, dish, swaps: fitting.slice(1) };
}

/**
 * The dishes a subscriber with these choices gets in a week. Ready-to-eat: each day's lunch
 * and dinner. Kits are the week's, not a day's: the fitting kits in the owner's order go to
 * the delivery days in order, one each, so a week with fewer fitting kits than days leaves
 * its last days without; each day's swaps are the week's other fitting kits.
 */
export function weekOffer(
  offer: Offer,
  week: OfferWeek,
  kind: PlanKind,
  choice: Choice,
): WeekOffer {
  const fit = (i: number) => fits(offer.dishes[i], choice);
  let days: ServedDay[];
  if (kind === "ready")
    days = week.days.map(({ day, lunch, dinner }) => {
      const meals = [serveMeal("lunch", lunch, fit), serveMeal("dinner", dinner, fit)];
      return { day, meals, covered: meals.every((m) => m.dish !== null) };
    });
  else {
    const kits = unique(week.kits).filter(fit);
    days = week.days.map(({ day }, i) => {
      const dish = kits[i] ?? null;
      const meals = [{ meal: "kit" as const, dish, swaps: kits.filter((k) => k !== dish) }];
      return { day, meals, covered: dish !== null };
    });
  }
  return { monday: week.monday, kind, days, covered: days.filter((d) => d.covered).length };
}

/** Whether a plan of so many delivery days is filled: that many days fully covered. */
export const fills = (served: WeekOffer, days: number) => served.covered >= days;

/**
 * Every dish of a week once, in the order the menu shows them (each day's lunch, dinner,
 * their alternatives, then the kits), of one kind or both.
 */
export function weekDishes(week: OfferWeek, kind?: PlanKind): number[] {
  const ready = week.days.flatMap((d) => [
    d.lunch[0],
    d.dinner[0],
    ...d.lunch.slice(1),
    ...d.dinner.slice(1),
  ]);
  const all = kind === "ready" ? ready : kind === "kit" ? week.kits : [...ready, ...week.kits];
  return unique(all.filter((i) => i !== undefined));
}

/**
 * The dishes of a week that fit the choices: the one count of "dishes that suit you" that the
 * menu and the plan finder both show.
 */
export function fittingDishes(offer: Offer, week: OfferWeek, choice: Choice): number[] {
  return weekDishes(week).filter((i) => fits(offer.dishes[i], choice));
}

/**
 * The week a visitor can order at an instant: the first published week whose order cutoff
 * (in Yerevan) has not passed: the first of the open weeks a subscriber's requests offer, by
 * the same rule. Null when every published week's has.
 */
export function orderableWeek(
  published: readonly IsoDate[],
  rule: CutoffRule,
  now: Date,
): IsoDate | null {
  return openWeeks(published, rule, now)[0] ?? null;
}

/** The published week being delivered at an instant (its Monday), if there is one. */
export function deliveredWeek(published: readonly IsoDate[], now: Date): IsoDate | null {
  const monday = mondayOf(yerevanDate(now));
  return published.includes(monday) ? monday : null;
}
