import type { Lang } from "../../src/lib/languages";
import { formatFigure, formatNumber } from "../../src/lib/format";
import { GOAL_FACTORS, UNDERWEIGHT_BMI } from "../../src/finder/energy";
import type { FinderContext, FinderWeek } from "../../src/finder/page-context";
import { mondayOf, type IsoDate } from "../../src/catalog/week";
import type { Week } from "../../src/menu/schema/index";
import type { Content } from "../loader";
import { filterModel } from "../menu/context";

/**
 * The plan finder's context: the published weeks from the build's date on (the page picks the
 * visitor's among them), their dishes in the menu's own filter model, and their energy.
 */
export function finderContext(content: Content, lang: Lang, today: IsoDate): FinderContext {
  const from = mondayOf(today);
  const weeks = content.folder<Week>("weeks").filter((w) => w.monday >= from);
  const byMonday = new Map(weeks.map((w) => [w.monday, w]));
  const panels = weeks.map((w) => ({
    key: w.monday,
    weeks: [{ monday: w.monday, heading: "thisWeek" as const }],
  }));
  const { model: filters, dishes: used } = filterModel(content, lang, panels, byMonday);
  const order = used.map((d) => d.slug);
  const dishes = used.map(({ slug, nutrition }) => ({ slug, kcal: nutrition.kcal }));
  const at = (slug: string) => order.indexOf(slug);
  return {
    weeks: weeks.map((w): FinderWeek => ({
      monday: w.monday,
      days: w.days.map((d) => ({
        lunch: [d.lunch, ...d.lunchAlternatives].map(at),
        dinner: [d.dinner, ...d.dinnerAlternatives].map(at),
      })),
      kits: w.kits.map(at),
    })),
    filters,
    dishes,
    slugs: order,
    digits: {
      separator: formatNumber(1_000_000, lang).replace(/\d/g, "")[0] ?? "",
      from: /\D/.test(formatNumber(1000, lang)) ? 1000 : 10_000,
    },
    percent: {
      lose: formatFigure(
        { value: Math.round((1 - GOAL_FACTORS.lose) * 100), unit: "percent" },
        lang,
      ),
      gain: formatFigure(
        { value: Math.round((GOAL_FACTORS.gain - 1) * 100), unit: "percent" },
        lang,
      ),
    },
    underweightBmi: formatFigure({ value: UNDERWEIGHT_BMI }, lang),
  };
}

/** The page that takes the finder's context: src/pages/plan-finder.tsx. */
export const FINDER_PATH = "/plan-finder";
