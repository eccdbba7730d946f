import { isObject } from "./content/parts";

/*
 * A plan's copy that compares its weekly price with another plan's ("at the same weekly price as
 * the 4-day plan") is a fact written in words: when the owner raises one of the two prices, the
 * sentence becomes false while every figure on the card is right. The build (and so the
 * editor's checks before saving) refuses such a sentence once the prices differ, naming the
 * sentence, the language and both prices, so that the owner rewrites it in her own words. The
 * copy is never rewritten behind her back: what she typed is what the site shows. Likewise a
 * weekly plan's copy that counts its days ("5 Days", "Meals for 5 days a week") must count
 * as many as its delivery days.
 */

type Json = unknown;
type Obj = Record<string, Json>;

/**
 * The ways each language says "the same weekly price as the N-day plan"; the group captures N.
 * Letters are matched with \p{L}, since \w knows no Cyrillic or Armenian letter.
 */
export const SAME_PRICE: Record<string, RegExp[]> = {
  en: [
    /\bsame (?:weekly )?price as (?:the |our )?(\d+)[- ]days?\b/iu,
    /\bcosts? the same as (?:the |our )?(\d+)[- ]days?\b/iu,
    /\bas much as (?:the |our )?(\d+)[- ]days?\b/iu,
  ],
  hy: [/նույն\s+(?:շաբաթական\s+)?գն\p{L}*[^։.]{0,40}?(\d+)\s+օր/iu],
  ru: [
    /(?:т\p{L}* же|так\p{L}* же|одинаков\p{L}*)\s+(?:\p{L}+\s+){0,2}?цен\p{L}*[^.]{0,40}?(\d+)\s+дн/iu,
    /стоит столько же,?[^.]{0,30}?(\d+)\s+дн/iu,
  ],
};

/** The number of days of the plan a text says it costs the same as, if it says so. */
export function samePriceDays(text: string, lang: string): number | undefined {
  for (const pattern of SAME_PRICE[lang] ?? []) {
    const m = pattern.exec(text);
    if (m) return Number(m[1]);
  }
  return undefined;
}

/** A count of days in each language ("5 Days", "5 days a week", «5 օր», «5 дней»). */
export const DAYS_COUNT: Record<string, RegExp> = {
  en: /\b(\d+)[- ]days?\b/giu,
  hy: /(\d+)\s*օր/giu,
  ru: /(\d+)\s+(?:день|дня|дней)(?!\p{L})/giu,
};

/** The counts of days a text names, a comparison with another plan left out. */
export function dayCounts(text: string, lang: string): number[] {
  let rest = text;
  for (const pattern of SAME_PRICE[lang] ?? []) rest = rest.replace(pattern, "");
  const count = DAYS_COUNT[lang];
  return count ? [...rest.matchAll(count)].map((m) => Number(m[1])) : [];
}

const dram = (n: Json) => `${new Intl.NumberFormat("en-GB").format(Number(n))} ֏`;

/** Each text of an entry with its field ("description", "features[2]"). */
function textsOf(value: Json, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => textsOf(v, `${at}[${i}]`));
  if (isObject(value))
    return Object.entries(value).flatMap(([k, v]) => textsOf(v, at ? `${at}.${k}` : k));
  return [];
}

/**
 * Problems of the plans' copy in one language (`plans`: each plan's copy and facts together, as
 * the build reads them), each named by `where` ("data/ru/plans.json") and the plan's field.
 */
export function priceClaimProblems(plans: Json, lang: string, where: string): string[] {
  const list = Array.isArray(plans) ? plans.filter(isObject) : [];
  const problems: string[] = [];
  list.forEach((plan: Obj, i) => {
    for (const [field, text] of textsOf(plan)) {
      // A weekly plan's copy that counts its days counts them as its figure does.
      const wrong = dayCounts(text, lang).find(
        (n) => typeof plan.days === "number" && n !== plan.days,
      );
      if (wrong !== undefined)
        problems.push(
          `${where}: [${i}].${field}: names ${wrong} days, but the plan delivers on ${String(plan.days)} days a week (its delivery days). Change this text, or the delivery days, and save again`,
        );
      const days = samePriceDays(text, lang);
      if (days === undefined) continue;
      const other = list.find(
        (p) => p !== plan && p.family === plan.family && p.period === "week" && p.days === days,
      );
      const named = `the ${days}-day plan`;
      if (!other)
        problems.push(
          `${where}: [${i}].${field}: says the weekly price is the same as ${named}'s, but this kind of plan has no ${days}-day plan. Change this sentence and save again`,
        );
      else if (other.price !== plan.price)
        problems.push(
          `${where}: [${i}].${field}: says the weekly price is the same as ${named}'s, but this plan costs ${dram(plan.price)} a week and ${named} ${dram(other.price)}. Change this sentence, or one of the two prices, and save again`,
        );
    }
  });
  return problems;
}
