import type { Lang } from "../../src/lib/languages";
import { formatFigure, formatNumber } from "../../src/lib/format";
import { GOAL_FACTORS, UNDERWEIGHT_BMI } from "../../src/finder/energy";
import type { FinderContext } from "../../src/finder/page-context";
import { mondayOf, type CutoffRule, type IsoDate } from "../../src/catalog/week";
import { ALLERGENS, DIETS, KINDS } from "../../src/menu/schema/index";
import type { Content } from "../content/snapshot";
import { offerFrom } from "../offer";

/**
 * The plan finder's context: the offer's data (gatsby/offer.ts, the one model the menu and the
 * delivery step read too) for the published weeks from the build's date on (the page picks the
 * week a visitor can order among them) and the dishes they serve, with each dish's energy.
 */
export function finderContext(content: Content, lang: Lang, today: IsoDate): FinderContext {
  const { offer, slugs } = offerFrom(content, mondayOf(today));
  const energy = new Map(
    content
      .read<{ slug: string; nutrition: { kcal: number } }[]>("dishes.json", lang)
      .map((d) => [d.slug, d.nutrition.kcal]),
  );
  const { cutoff } = content.read<{ cutoff: CutoffRule }>("menu-page.json", lang);
  return {
    offer,
    cutoff,
    allowed: { diet: DIETS, without: ALLERGENS, kind: KINDS },
    dishes: slugs.map((slug) => ({ slug, kcal: energy.get(slug) ?? 0 })),
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
