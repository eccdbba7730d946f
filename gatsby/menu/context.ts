import type { Lang } from "../../src/lib/languages";
import {
  cutoffText,
  formatDayHeading,
  formatDayInSentence,
  formatDayMonth,
  type DayNames,
} from "../../src/catalog/text";
import { addDays, mondayOf, type CutoffRule, type IsoDate } from "../../src/catalog/week";
import { orderableWeek } from "../../src/catalog/offer";
import { siteOffer } from "../offer";
import { fill } from "../../src/lib/format";
import type { FilterDish, FilterModel } from "../../src/catalog/filter";
import { panelDishes } from "../../src/menu/panels";
import { ALLERGENS, DIETS, KINDS, WEEKDAYS, type Week } from "../../src/menu/schema/index";
import { inlineScript } from "../inline-script";
import type { Content } from "../content/snapshot";
import type { MenuContext, MenuPanel, WeekView } from "../../src/menu/page-context";

/**
 * The menu page's panels, from the week being delivered at the build's date on. A panel is
 * named after the week a visitor can order (the first published week whose cutoff has not
 * passed in Yerevan, src/catalog/offer.ts): it shows that week first, headed with its dates
 * and cutoff, and the week before it as the week being delivered, one tap away. "up-<Monday>"
 * shows a later week alone (asked for by the address); "none" says when the next menu is
 * expected. Dates are written out here, at build time, so the browser never formats.
 */
export function menuContext(content: Content, lang: Lang, today: IsoDate): MenuContext {
  const files = content.folder<Week>("weeks");
  const published = files.map((w) => w.monday).sort();
  const page = content.read<{
    cutoff: CutoffRule;
    cutoffText: string;
    weekOf: string;
    days: DayNames;
  }>("menu-page.json", lang);
  const rule = page.cutoff;
  const byMonday = new Map(files.map((w) => [w.monday, w]));
  const from = mondayOf(today);
  const shown = published.filter((m) => m >= from);
  const panels: MenuPanel[] = [];
  for (const monday of shown) {
    const before = addDays(monday, -7);
    panels.push({
      key: monday,
      weeks: [
        { monday, heading: "nextWeek" },
        ...(shown.includes(before) ? [{ monday: before, heading: "thisWeek" as const }] : []),
      ],
    });
  }
  for (const monday of shown)
    panels.push({ key: `up-${monday}`, weeks: [{ monday, heading: "nextWeek" }] });
  panels.push({ key: "none", weeks: [] });
  const weeks = shown.map((monday): WeekView => {
    const { days, kits } = byMonday.get(monday)!;
    const last = addDays(monday, WEEKDAYS.indexOf(days.at(-1)?.day ?? "mon"));
    return {
      monday,
      days: days.map(({ day }) => {
        const date = addDays(monday, WEEKDAYS.indexOf(day));
        return {
          day,
          date: formatDayHeading(date, lang, dayNames(page)),
          said: formatDayInSentence(date, lang, dayNames(page)),
        };
      }),
      title: fill(page.weekOf, {
        from: formatDayMonth(monday, lang),
        to: formatDayMonth(last, lang),
      }),
      as: {
        thisWeek: {},
        nextWeek: { cutoff: cutoffText(monday, rule, page.cutoffText, lang) },
      },
      plan: { days, kits },
    };
  });
  const keys = panels.map((p) => p.key);
  // The build's date at its first minute in Yerevan: a Friday's build still offers the coming week.
  const open = orderableWeek(published, rule, new Date(`${today}T00:00:00+04:00`));
  const defaultPanel = open && keys.includes(open) ? open : "none";
  const filters = filterModel(content, lang, panels, byMonday).model;
  const { offer, slugs } = siteOffer(content);
  return {
    defaultPanel,
    panels,
    weeks,
    cutoffRule: rule,
    next: formatDayMonth(addDays(published.at(-1) ?? from, 7), lang),
    filters,
    offer: { dishes: offer.dishes, weeks: offer.weeks.filter((w) => shown.includes(w.monday)) },
    dishSlugs: slugs,
    weekScript: inlineScript(MENU_SCRIPT, "menuFirstPaint", [
      published,
      keys,
      defaultPanel,
      rule,
      filters,
    ]),
    laterScript: inlineScript(MENU_SCRIPT, "putLaterWeeks"),
  };
}

const dayNames = (page: { days: DayNames }) => page.days;

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
  // A panel counts the week it opens on (the one a visitor can order), as the plan finder does.
  const counted = panels.map((p) => ({ key: p.key, weeks: p.weeks.slice(0, 1) }));
  const byPanel = panelDishes(counted, byMonday, new Map(all.map((d) => [d.slug, d])));
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
