/**
 * Names the menu's page shares between its inline scripts (src/menu/first-paint.ts), React,
 * its style (./menu-panel-style.ts), the build and the tests, as ./dom-marks.ts does for the
 * whole site. A module of their own, so that they go with the menu's page only.
 */

/** Attribute on <html>: the menu panel (a week's Monday, or "none") for the visitor's date in Yerevan. */
export const MENU_WEEK = "data-menu-week";
/** Marks the menu's weeks that only a later date shows, kept as inert text: the panels that need them. */
export const LATER_WEEKS = "data-menu-later-weeks";
/** Marks the block of the menu's weeks; the menu's style holds its height while a later week waits. */
export const MENU_WEEKS = "data-menu-weeks";
/** Attribute on one week of the menu: its Monday; the menu's style shows the marked panel's weeks. */
export const WEEK = "data-week";
/** Marks the menu's note that the next menu is being prepared; the menu's style shows it for "none". */
export const MENU_NONE = "data-menu-none";
/** Marks the menu's filters form; the inline script fills it in, the menu's style hides it without a week. */
export const MENU_FILTERS = "data-menu-filters";
/** Marks the filters' note that nothing is left; React and the inline script's counts show and hide it. */
export const MENU_EMPTY = "data-menu-empty";
/** Marks the filters' count of dishes shown, which React and the inline script both write. */
export const MENU_STATUS = "data-menu-status";
/** Marks one day of a week: the page's style says so when the filters leave none of its dishes. */
export const DAY = "data-day";
/** Marks a day's alternatives, which the page's style hides when the filters leave none. */
export const ALTERNATIVES = "data-alternatives";
/** Marks a day's note that none of its dishes fits the filters, which only the page's style shows. */
export const DAY_EMPTY = "data-day-empty";
/** Marks the week switch that a phone shows above a panel of two weeks. */
export const WEEK_SWITCH = "data-week-switch";
/** Marks a week's heading, which the switch stands for on a phone (kept for screen readers). */
export const WEEK_HEADING = "data-week-heading";
/** Marks a week as the visitor's own (with filters chosen), beside the owner's week it stands for. */
export const YOURS = "data-yours";
/** Attribute on <html> while the visitor's own week shows: the menu's style hides the owner's weeks. */
export const YOUR_WEEK = "data-your-week";
