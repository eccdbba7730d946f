import type { Lang } from "../../src/lib/languages";
import { cutoffText, formatDayHeading, type DayNames } from "../../src/catalog/text";
import {
  addDays,
  chooseWeek,
  mondayOf,
  type CutoffRule,
  type IsoDate,
} from "../../src/catalog/week";
import { panelKey } from "../../src/menu/first-paint";
import type { FilterDish, FilterModel } from "../../src/catalog/filter";
import { panelDishes } from "../../src/menu/panels";
import { ALLERGENS, DIETS, KINDS, WEEKDAYS, type Week } from "../../src/menu/schema/index";
import { inlineScript } from "../inline-script";
import type { Content } from "../loader";
import type { MenuContext, MenuPanel, WeekView } from "../../src/menu/page-context";

/**
 * The menu page's panels, from the build's week on: every published week with the next one
 * beside it, a published week after a gap as the coming week, and "the next menu is being
 * prepared". Dates are written out here, at build time, so the browser never formats.
 */
export function menuContext(content: Content, lang: Lang, today: IsoDate): MenuContext {
  const files = content.folder<Week>("weeks");
  const published = files.map((w) => w.monday).sort();
  const {
    cutoff: rule,
    cutoffText: template,
    days: dayNames,
  } = content.read<{
    cutoff: CutoffRule;
    cutoffText: string;
    days: DayNames;
  }>("menu-page.json", lang);
  const byMonday = new Map(files.map((w) => [w.monday, w]));
  const cutoff = (monday: IsoDate) => cutoffText(monday, rule, template, lang);
  const from = mondayOf(today);
  const shown = published.filter((m) => m >= from);
  const panels: MenuPanel[] = [];
  for (const monday of shown) {
    const next = addDays(monday, 7);
    panels.push({
      key: monday,
      weeks: [
        { monday, heading: "thisWeek" },
        ...(byMonday.has(next) ? [{ monday: next, heading: "nextWeek" as const }] : []),
      ],
    });
    if (monday > from && !byMonday.has(addDays(monday, -7)))
      panels.push({ key: `up-${monday}`, weeks: [{ monday, heading: "nextWeek" }] });
  }
  panels.push({ key: "none", weeks: [] });
  const roles = (monday: IsoDate) =>
    new Set(
      panels.flatMap((p) => p.weeks.filter((w) => w.monday === monday)).map((w) => w.heading),
    );
  const weeks = shown.map((monday): WeekView => {
    const next = addDays(monday, 7);
    const as: WeekView["as"] = {};
    if (roles(monday).has("thisWeek"))
      as.thisWeek = byMonday.has(next) ? {} : { cutoff: cutoff(next) };
    if (roles(monday).has("nextWeek")) as.nextWeek = { cutoff: cutoff(monday) };
    return {
      monday,
      days: byMonday.get(monday)!.days.map(({ day }) => ({
        day,
        date: formatDayHeading(addDays(monday, WEEKDAYS.indexOf(day)), lang, dayNames),
      })),
      as,
    };
  });
  const keys = panels.map((p) => p.key);
  const defaultPanel = panelKey(chooseWeek(today, published));
  const filters = filterModel(content, lang, panels, byMonday).model;
  return {
    defaultPanel,
    panels,
    weeks,
    filters,
    weekScript: inlineScript(MENU_SCRIPT, "menuFirstPaint", [
      published,
      keys,
      defaultPanel,
      filters,
    ]),
    laterScript: inlineScript(MENU_SCRIPT, "putLaterWeeks"),
  };
}

/** A dish as dishes.json gives it, with what the filter model and the plan finder read. */
export type ModelDish = FilterDish & { slug: string; nutrition: { kcal: number } };

/**
 * A page's filter model: each panel's dishes with what the filters look at (FilterModel), and
 * those dishes themselves in the model's order (its indexes point into them). The plan finder
 * takes it too, one panel per week, so that it filters the menu's dishes alike.
 */
export function filterModel(
  content: Content,
  lang: Lang,
  panels: Pick<MenuPanel, "key" | "weeks">[],
  byMonday: ReadonlyMap<string, Week>,
): { model: FilterModel; dishes: ModelDish[] } {
  const all = content.read<ModelDish[]>("dishes.json", lang);
  const byPanel = panelDishes(panels, byMonday, new Map(all.map((d) => [d.slug, d])));
  const used = [...new Set(Object.values(byPanel).flat())];
  const { filters } = content.read<{ filters: { count: string } }>("menu-page.json", lang);
  const model = {
    allowed: { diet: DIETS, without: ALLERGENS, kind: KINDS },
    dishes: used.map(({ kind, diets, allergens }) => ({ kind, diets, allergens })),
    panels: Object.fromEntries(
      Object.entries(byPanel).map(([key, list]) => [key, list.map((d) => used.indexOf(d))]),
    ),
    text: filters.count,
  };
  return { model, dishes: used };
}

/** The menu's inline scripts, from src/inline/ (inlineScript reads its scripts there). */
const MENU_SCRIPT = "../menu/first-paint";

/** The page that takes the menu's context: src/pages/menu.tsx. */
export const MENU_PATH = "/menu";
