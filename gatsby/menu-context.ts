import type { Lang } from "../src/lib/languages";
import { cutoffText, formatMenuDate } from "../src/lib/menu-text";
import { addDays, chooseWeek, mondayOf, type CutoffRule, type IsoDate } from "../src/lib/menu-week";
import { panelKey, type MenuCounts } from "../src/inline/menu-week";
import type { FilterDish } from "../src/lib/menu-filter";
import { panelDishes } from "../src/lib/menu-panels";
import { ALLERGENS, DIETS, KINDS, WEEKDAYS, type Week } from "../src/schema/menu";
import { inlineScript } from "./inline-script";
import type { Content } from "./loader";

/** One week as a panel shows it: this week or next, its days with their dates in words. */
export type WeekView = {
  monday: IsoDate;
  /** Which heading of data/<lang>/menu-page.json it takes. */
  heading: "thisWeek" | "nextWeek";
  days: { day: string; date: string }[];
};

/** What the menu page shows for one choice of week (src/inline/menu-week.ts names them). */
export type MenuPanel = { key: string; weeks: WeekView[]; cutoff: string };

export type MenuContext = {
  /** The panel of the build's date; the static HTML shows it. */
  defaultPanel: string;
  panels: MenuPanel[];
  /** The inline script that picks the panel by the visitor's date in Yerevan and applies the address's filters. */
  weekScript: string;
};

/**
 * The menu page's panels, from the build's week on: every published week with the next one
 * beside it, a published week after a gap as the coming week, and "the next menu is being
 * prepared". Dates are written out here, at build time, so the browser never formats.
 */
export function menuContext(content: Content, lang: Lang, today: IsoDate): MenuContext {
  const weeks = content.folder<Week>("weeks");
  const published = weeks.map((w) => w.monday).sort();
  const { cutoff: rule, cutoffText: template } = content.read<{
    cutoff: CutoffRule;
    cutoffText: string;
  }>("menu-page.json", lang);
  const byMonday = new Map(weeks.map((w) => [w.monday, w]));
  const view = (monday: IsoDate, heading: WeekView["heading"]): WeekView => ({
    monday,
    heading,
    days: byMonday.get(monday)!.days.map(({ day }) => ({
      day,
      date: formatMenuDate(addDays(monday, WEEKDAYS.indexOf(day)), lang),
    })),
  });
  const cutoff = (monday: IsoDate) => cutoffText(monday, rule, template, lang);
  const from = mondayOf(today);
  const panels: MenuPanel[] = [];
  for (const monday of published.filter((m) => m >= from)) {
    const next = addDays(monday, 7);
    panels.push({
      key: monday,
      weeks: [view(monday, "thisWeek"), ...(byMonday.has(next) ? [view(next, "nextWeek")] : [])],
      cutoff: cutoff(next),
    });
    const before = addDays(monday, -7);
    if (monday > from && !byMonday.has(before))
      panels.push({
        key: `up-${monday}`,
        weeks: [view(monday, "nextWeek")],
        cutoff: cutoff(monday),
      });
  }
  panels.push({ key: "none", weeks: [], cutoff: "" });
  const keys = panels.map((p) => p.key);
  const defaultPanel = panelKey(chooseWeek(today, published));
  return {
    defaultPanel,
    panels,
    weekScript: inlineScript("menu-week", "menuFirstPaint", [
      published,
      keys,
      defaultPanel,
      { diet: DIETS, without: ALLERGENS, kind: KINDS },
      counts(content, lang, panels, byMonday),
    ]),
  };
}

/** What the inline script needs to count each option's dishes in any panel (see MenuCounts). */
function counts(
  content: Content,
  lang: Lang,
  panels: MenuPanel[],
  byMonday: ReadonlyMap<string, Week>,
): MenuCounts {
  const all = content.read<(FilterDish & { slug: string })[]>("dishes.json", lang);
  const facts = new Map(
    all.map(({ slug, kind, diets, allergens }) => [slug, { slug, kind, diets, allergens }]),
  );
  const byPanel = panelDishes(panels, byMonday, facts);
  const used = [...new Set(Object.values(byPanel).flat())];
  const { filters } = content.read<{ filters: { count: string } }>("menu-page.json", lang);
  return {
    dishes: used.map(({ kind, diets, allergens }) => ({ kind, diets, allergens })),
    panels: Object.fromEntries(
      Object.entries(byPanel).map(([key, list]) => [key, list.map((d) => used.indexOf(d))]),
    ),
    text: filters.count,
  };
}

/** The page that takes the menu's context: src/pages/menu.tsx. */
export const MENU_PATH = "/menu";
