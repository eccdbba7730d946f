import type { FilterModel } from "../catalog/filter";
import type { IsoDate } from "../catalog/week";

/*
 * What the build hands the menu page and the dish pages as their page context
 * (gatsby/menu/context.ts and gatsby/menu/dish-pages.ts make it): the pages and the build share
 * these shapes, and the pages' code must not reach into the build's.
 */

/** One published week, written once in the page whichever choice shows it. */
export type WeekView = {
  monday: IsoDate;
  /** Its days with their dates in words, as the day headings write them (formatDayHeading). */
  days: { day: string; date: string }[];
  /**
   * The roles some choice gives it, each with the order cutoff it then shows: as the coming
   * week its own; as the visitor's week with no next week published, the coming week's.
   */
  as: Partial<Record<WeekRole, { cutoff?: string }>>;
};

/** Which heading of data/menu-page.json a week takes in a panel. */
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
  /** The filters' ids and each panel's dishes, read by the inline script, React and the style. */
  filters: FilterModel;
  /** The inline script that picks the panel by the visitor's date in Yerevan and applies the address's filters. */
  weekScript: string;
  /** The inline script that puts the weeks kept as inert text in place when the visitor's week needs them. */
  laterScript: string;
};

/**
 * When a dish is on the published menus: a day's lunch or dinner, offered instead of one of
 * them (an alternative), or a week's kits.
 */
export type DishDay = {
  date: string;
  meal: "lunch" | "dinner" | "lunchInstead" | "dinnerInstead" | "kits";
};
