import type { MenuContext } from "./page-context";
import { PICTURES_WAIT, RENDER_ALL } from "../lib/dom-marks";
import {
  MENU_FILTERS,
  MENU_NONE,
  MENU_WEEK,
  MENU_WEEKS,
  WEEK,
  WEEK_HEADING,
  WEEK_SWITCH,
  YOUR_WEEK,
} from "./marks";
import { filterCss } from "./filter-css";
import { laterWeeks } from "./panels";

/** The mark on a dish card below the first screen whichever week shows first. */
export const MENU_LATER = "data-menu-later";

/*
 * Cards below the first screen, as the site's .below-fold parts (global.css): laid out when
 * they come near until the first scroll, key or touch; their pictures wait for the first
 * paint. Its own mark, not that class: a page with .below-fold parts keeps its footer's
 * styles out of the first screen's CSS, and the footer is on the first screen of a short
 * menu (the next menu being prepared).
 */
const LATER_CSS =
  `[${MENU_LATER}]{content-visibility:auto;contain-intrinsic-size:auto 40rem}` +
  // A phone's card is a row, its picture a thumbnail beside the name (DishCard): 15-29rem
  // tall in every language. Never less than the card, or a card not yet laid out would
  // overlap the next.
  `@media (max-width:639.98px){[${MENU_LATER}]{contain-intrinsic-size:auto 30rem}}` +
  `html[${RENDER_ALL}] [${MENU_LATER}]{content-visibility:visible}` +
  `html[${PICTURES_WAIT}] [${MENU_LATER}] img[loading="lazy"]{display:none}`;

/** The mark on a week's words that hold only in one role: as this week or as the next. */
export const ROLE = { thisWeek: "this", nextWeek: "next" } as const;

/**
 * The menu page's style. The page holds each week once; the panel <html> is marked with (or
 * the build's own, before or without the script) decides which weeks show and which of each
 * week's words apply: its heading and cutoff as this week or as the next. It also hides the
 * filters when there is no week to filter, and what the chosen filters rule out, and lays out
 * the cards below the first screen when they come near.
 */
export function menuPanelStyle(
  menu: Pick<MenuContext, "panels" | "defaultPanel" | "filters">,
): string {
  const shown: string[] = [];
  const roles: string[] = [];
  const phone: string[] = [];
  for (const { key, weeks } of menu.panels) {
    const marks = [`html[${MENU_WEEK}="${key}"]`];
    if (key === menu.defaultPanel) marks.push(`html:not([${MENU_WEEK}])`);
    for (const mark of marks) {
      if (key === "none") shown.push(`${mark} [${MENU_NONE}]`);
      for (const { monday, heading } of weeks) {
        const week = `${mark} [${WEEK}="${monday}"]`;
        shown.push(week);
        roles.push(`${week} [data-role="${ROLE[heading]}"]`);
      }
      if (weeks.length === 2) phone.push(...weekSwitch(mark, weeks[0].monday, weeks[1].monday));
      if (key.startsWith("up-")) shown.push(`${mark} [${WEEK_BACK}]`);
    }
  }
  // A panel none of whose weeks the built page shows holds the screen's height until the
  // inline script has put its weeks in place: what follows never moves into view and out.
  const { weeks: later } = laterWeeks(menu);
  const waiting = menu.panels
    .filter((p) => p.weeks.length > 0 && p.weeks.every((w) => later.has(w.monday)))
    .map((p) => `html[${MENU_WEEK}="${p.key}"] [${MENU_WEEKS}]`);
  const noWeek = [`html[${MENU_WEEK}="none"] [${MENU_FILTERS}]`];
  if (menu.defaultPanel === "none") noWeek.push(`html:not([${MENU_WEEK}]) [${MENU_FILTERS}]`);
  return (
    `[${WEEK}],[${MENU_NONE}],[data-role],[${WEEK_BACK}]{display:none}` +
    `${[...shown, ...roles].join(",")}{display:block}` +
    `${noWeek.join(",")}{display:none}` +
    (waiting.length > 0 ? `${waiting.join(",")}{min-height:100vh}` : "") +
    LATER_CSS +
    `[${WEEK_SWITCH}]{display:none}` +
    phone.join("") +
    weekLinks(menu) +
    // The visitor's own week (with filters) stands for the owner's.
    `html[${YOUR_WEEK}] [${MENU_WEEKS}] [${WEEK}]{display:none}` +
    filterCss(menu.filters.allowed)
  );
}

/** Marks a link to a later week (its Monday): shown only for weeks after the one opened on. */
export const WEEK_LINK = "data-week-link";
/** Marks the link back to the week a visitor can order, shown on a later week's panel. */
export const WEEK_BACK = "data-week-back";

/**
 * The links to the published weeks after the panel's first: a week before it (whose cutoff
 * may have passed) is never offered as a week to order. A panel of a later week
 * ("up-<Monday>") shows the way back to the week the visitor can order instead.
 */
function weekLinks(menu: Pick<MenuContext, "panels" | "defaultPanel">): string {
  const hidden: string[] = [];
  const all = [...new Set(menu.panels.flatMap((p) => p.weeks.map((w) => w.monday)))];
  for (const { key, weeks } of menu.panels) {
    const marks = [`html[${MENU_WEEK}="${key}"]`];
    if (key === menu.defaultPanel) marks.push(`html:not([${MENU_WEEK}])`);
    const first = weeks[0]?.monday;
    for (const mark of marks)
      for (const monday of all)
        if (!first || monday <= first) hidden.push(`${mark} [${WEEK_LINK}="${monday}"]`);
  }
  return (
    `[${WEEK_BACK}]{display:none}` + (hidden.length ? `${hidden.join(",")}{display:none}` : "")
  );
}

/** The id of the week switch's choice of the second week (see WeekSwitch). */
export const SECOND_WEEK = "menu-second-week";

/** Out of sight, still read by screen readers (Tailwind's sr-only). */
const SR_ONLY =
  "position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border-width:0";

/**
 * On a phone a panel of two weeks shows one at a time, the first unless the week switch's
 * second choice is ticked: a radio button, so the switch works without scripts. The switch
 * names the week shown, so the week's own heading is left to screen readers there.
 */
function weekSwitch(mark: string, first: string, second: string): string[] {
  const picked = `:has(#${SECOND_WEEK}:checked)`;
  return [
    `${mark} [${WEEK_SWITCH}]{display:flex}`,
    `${mark} [${WEEK_HEADING}]{${SR_ONLY}}`,
    `${mark}:not(${picked}) [${WEEK}="${second}"]{display:none}`,
    `${mark}${picked} [${WEEK}="${first}"]{display:none}`,
  ];
}
