import { formatDayList, formatDays } from "../../src/lib/format-days";
import {
  fill,
  formatFigure,
  formatGrams,
  formatNumber,
  formatPrice,
  type Figure,
} from "../../src/lib/format";
import type { Lang } from "../../src/lib/languages";
import { dietMarks, per100g, type DishFacts, type Thresholds } from "../../src/catalog/diet";
import { formatDayMonth } from "../../src/catalog/text";
import { discounted, type Code } from "../../src/delivery/codes";
import type { Nutrition } from "../../src/menu/schema/index";
import type { Reader } from "./data-file";

/*
 * The texts the build writes out for a language (each file's declaration names its own,
 * `derive`): prices, days, figures, a dish's marks. They touch no file: the content editor's
 * preview runs the plans' and dishes' in the browser on the entry being edited, so that its
 * cards read like the site's.
 */

type Json = unknown;
type Obj = Record<string, Json>;
const isObject = (v: Json): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

const nutritionTexts = (n: Nutrition, lang: Lang) => ({
  kcal: formatNumber(n.kcal, lang),
  protein: formatGrams(n.protein, lang),
  fat: formatGrams(n.fat, lang),
  carbohydrates: formatGrams(n.carbohydrates, lang),
  fibre: formatGrams(n.fibre, lang),
  salt: formatGrams(n.salt, lang),
});

/**
 * Plans with their price (and a weekly plan's price per day) written out in the site's
 * currency (a fact of data/site.json). The plans' declaration names it as its `derive`, and the
 * editor's preview runs it on the plans being edited.
 */
export function planTexts(plans: Json, { lang, facts }: Pick<Reader, "lang" | "facts">): Json {
  if (!Array.isArray(plans)) return plans;
  const { currency } = facts("site.json") as { currency: string };
  return plans.map((p: Obj) => ({
    ...p,
    priceText: formatPrice(p.price as number, currency, lang),
    ...(typeof p.days === "number" && {
      perDayText: formatPrice(Math.round((p.price as number) / p.days), currency, lang),
    }),
  }));
}

/**
 * The first delivery's codes with their last day ("31 December 2026"), their discount ("10%")
 * and each plan's first-week price with it, beside the price without it, written out.
 */
export function codeTexts(page: Json, { lang, read, facts }: Reader): Json {
  if (!isObject(page) || !Array.isArray(page.codes)) return page;
  const { currency } = facts("site.json") as { currency: string };
  const plans = read("plans.json") as { slug: string; price: number; priceText: string }[];
  const codes = (page.codes as Code[]).map((c) => ({
    ...c,
    until: formatDayMonth(c.validUntil, lang, true),
    percent: formatFigure({ value: c.percentOff, unit: "percent" }, lang),
    prices: Object.fromEntries(
      plans.map((p) => [
        p.slug,
        {
          price: formatPrice(discounted(p.price, c.percentOff), currency, lang),
          was: p.priceText,
        },
      ]),
    ),
  }));
  return { ...page, codes };
}

/**
 * Dishes with their diet marks (computed from the facts, never typed) and figures written out;
 * a kit's cooking time in the words of `cookingTime` ("Cooking time: {minutes} min").
 */
export function dishTexts(
  dishes: Obj[],
  thresholds: Thresholds,
  lang: Lang,
  cookingTime: string,
): Obj[] {
  return dishes.map((d) => ({
    ...d,
    diets: dietMarks(d as unknown as DishFacts, thresholds),
    per100g: per100g(d.nutrition as Nutrition, d.portion as number),
    nutritionText: nutritionTexts(d.nutrition as Nutrition, lang),
    per100gText: nutritionTexts(per100g(d.nutrition as Nutrition, d.portion as number), lang),
    portionText: formatGrams(d.portion as number, lang),
    ...(typeof d.cookingMinutes === "number" && {
      cookingText: fill(cookingTime, { minutes: formatNumber(d.cookingMinutes, lang) }),
    }),
  }));
}

/** The business hours with their days written out ("Mon–Fri"). */
export function siteTexts(site: Json, lang: Lang): Json {
  if (!isObject(site) || !Array.isArray(site.hours)) return site;
  const hours = site.hours as Obj[];
  return {
    ...site,
    hours: hours.map((h) => ({ ...h, daysText: formatDays(String(h.days), lang) })),
  };
}

/** The districts with their delivery days written out. */
export function districtTexts(districts: Json, lang: Lang): Json {
  if (!Array.isArray(districts)) return districts;
  return districts.map((d: Obj) => ({ ...d, daysText: formatDayList(d.days as string[], lang) }));
}

/**
 * The home page's claims with their `{figure}` filled in from the page's figures, written out.
 * The editor's preview runs it on the page being typed, so a claim may still be half there.
 */
export function claimTexts(home: Json, lang: Lang): Json {
  if (!isObject(home) || !Array.isArray(home.claims)) return home;
  const figures = (isObject(home.figures) ? home.figures : {}) as Record<string, Figure>;
  const written = Object.fromEntries(
    Object.entries(figures).map(([name, figure]) => [name, formatFigure(figure, lang)]),
  );
  const claims = (home.claims as Json[]).map((claim) => {
    const c = isObject(claim) ? claim : {};
    return { ...c, value: fill(String(c.value ?? ""), written) };
  });
  return { ...home, claims };
}
