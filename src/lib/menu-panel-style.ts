import type { MenuContext } from "../../gatsby/menu-context";
import { filterCss, type Allowed } from "./menu-filter";

type Named = readonly { slug: string }[];
type MenuWords = { diets: Named; allergens: Named; kinds: Named };

/**
 * The menu page's style: shows one panel, the one <html> is marked with, or the build's own
 * before (or without) the script; hides the filters when there is no week to filter, and what
 * the chosen filters rule out.
 */
export function menuPanelStyle(
  menu: Pick<MenuContext, "panels" | "defaultPanel">,
  words: MenuWords,
): string {
  const shown = menu.panels.map(
    ({ key }) => `html[data-menu-week="${key}"] [data-menu-panel="${key}"]`,
  );
  const allowed: Allowed = {
    diet: words.diets.map((w) => w.slug),
    without: words.allergens.map((w) => w.slug),
    kind: words.kinds.map((w) => w.slug),
  };
  const noWeek = ['html[data-menu-week="none"] [data-menu-filters]'];
  if (menu.defaultPanel === "none") noWeek.push("html:not([data-menu-week]) [data-menu-filters]");
  return (
    "[data-menu-panel]{display:none}" +
    `html:not([data-menu-week]) [data-menu-default],${shown.join(",")}{display:block}` +
    `${noWeek.join(",")}{display:none}` +
    filterCss(allowed)
  );
}
