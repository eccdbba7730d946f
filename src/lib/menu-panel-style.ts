import type { MenuContext } from "../../gatsby/menu-context";
import { filterCss, type Allowed } from "./menu-filter";

type Named = readonly { slug: string }[];
type MenuWords = { diets: Named; allergens: Named; kinds: Named };

/** The mark on a week's words that hold only in one role: as this week or as the next. */
export const ROLE = { thisWeek: "this", nextWeek: "next" } as const;

/**
 * The menu page's style. The page holds each week once; the panel <html> is marked with (or
 * the build's own, before or without the script) decides which weeks show and which of each
 * week's words apply: its heading and cutoff as this week or as the next. It also hides the
 * filters when there is no week to filter, and what the chosen filters rule out.
 */
export function menuPanelStyle(
  menu: Pick<MenuContext, "panels" | "defaultPanel">,
  words: MenuWords,
): string {
  const shown: string[] = [];
  const roles: string[] = [];
  for (const { key, weeks } of menu.panels) {
    const marks = [`html[data-menu-week="${key}"]`];
    if (key === menu.defaultPanel) marks.push("html:not([data-menu-week])");
    for (const mark of marks) {
      if (key === "none") shown.push(`${mark} [data-menu-none]`);
      for (const { monday, heading } of weeks) {
        const week = `${mark} [data-week="${monday}"]`;
        shown.push(week);
        roles.push(`${week} [data-role="${ROLE[heading]}"]`);
      }
    }
  }
  const allowed: Allowed = {
    diet: words.diets.map((w) => w.slug),
    without: words.allergens.map((w) => w.slug),
    kind: words.kinds.map((w) => w.slug),
  };
  const noWeek = ['html[data-menu-week="none"] [data-menu-filters]'];
  if (menu.defaultPanel === "none") noWeek.push("html:not([data-menu-week]) [data-menu-filters]");
  return (
    "[data-week],[data-menu-none],[data-role]{display:none}" +
    `${[...shown, ...roles].join(",")}{display:block}` +
    `${noWeek.join(",")}{display:none}` +
    filterCss(allowed)
  );
}
