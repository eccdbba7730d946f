import type { FilterModel } from "../catalog/filter";
import type { OfferWeek } from "../catalog/offer";
import type { Nutrition } from "../catalog/vocabulary";
import type { CutoffRule, IsoDate } from "../catalog/week";
import type { Week } from "./schema/week";

/*
 * What the build hands the menu page and the dish pages as their page context
 * (gatsby/menu/context.ts and gatsby/menu/dish-pages.ts make it): the pages and the build share
 * these shapes, and the pages' code must not reach into the build's.
 */

/** One published week, written once in the page whichever choice shows it. */
export type WeekView = {
  monday: IsoDate;
  /**
   * Its days with their dates in words, as the day headings write them (formatDayHeading) and
   * as a sentence does (`said`, formatDayInSentence; the editor's preview has no sentence).
   */
  days: { day: string; date: string; said?: string }[];
  /** Its heading as the week a visitor can order: "Week of 7 December to 11 December". */
  title: string;
  /**
   * The roles some panel gives it: the week being delivered (thisWeek), or the week a visitor
   * can order (nextWeek), with its order cutoff.
   */
  as: Partial<Record<WeekRole, { cutoff?: string }>>;
  /** Its file: which dish on which day, and its kits (the page's one route to them). */
  plan: Pick<Week, "days" | "kits">;
};

/** A week's role in a panel: being delivered (thisWeek) or open for orders (nextWeek). */
export type WeekRole = "thisWeek" | "nextWeek";

/**
 * What the menu page shows for one choice of week (src/menu/first-paint.ts names them): the
 * weeks, by their Monday, each as this week or next.
 */
export type MenuPanel = { key: string; weeks: { monday: IsoDate; heading: WeekRole }[] };

export type MenuContext = {
  /** The panel of the build's date; the static HTML shows it. */
  defaultPanel: string;
  panels: MenuPanel[];
  /** Every week some panel shows, in order: the page holds each once. */
  weeks: WeekView[];
  /** The order cutoff rule: which week a visitor can order, by their clock. */
  cutoffRule: CutoffRule;
  /** The Monday after the last published week, written out: when the next menu is expected. */
  next: string;
  /** Every published week's Monday, those before the build's too: the week script picks among them. */
  published: IsoDate[];
  /**
   * Each dish of the weeks shown, once, in the order the menu shows them, with its facts: the
   * page's one list of them, which the filters, the offer, the cards and the structured data
   * read (src/menu/from-context.ts); the page's query brings only its texts and picture.
   */
  dishes: DishFacts[];
  /** The filters' ids, each panel's dishes (indexes into `dishes`) and the count's words. */
  filters: Omit<FilterModel, "dishes">;
  /** What a subscriber eats in the weeks shown (src/catalog/offer.ts), dishes as indexes into `dishes`. */
  offerWeeks: OfferWeek[];
  /**
   * The inline script that picks the panel by the visitor's date in Yerevan and applies the
   * address's filters, compiled with the place of its arguments, which the page writes in
   * from the fields above (weekScript, src/menu/from-context.ts).
   */
  weekScript: string;
  /** The inline script that puts the weeks kept as inert text in place when the visitor's week needs them. */
  laterScript: string;
};

/** A dish's facts, the same in every language. */
export type DishFacts = {
  slug: string;
  kind: string;
  diets: string[];
  allergens: string[];
  portion: number;
  nutrition: Nutrition;
};

/**
 * When a dish is on the published menus: a day's lunch or dinner, offered instead of one of
 * them (an alternative), or a week's kits.
 */
export type DishDay = {
  /** The day as its heading writes it; for a week's kits, its Monday's day and month. */
  date: string;
  meal: "lunch" | "dinner" | "lunchInstead" | "dinnerInstead" | "kits";
};
