import { fill, normaliseSpaces } from "./format";
import type { Lang } from "./languages";
import { orderCutoff, toUtcMidnight, type CutoffRule, type IsoDate } from "./menu-week";

/*
 * The menu's dates in words, apart from the week logic (menu-week.ts) so that a script that
 * only chooses the week carries no formatting.
 */

const DATE_LOCALE: Record<Lang, string> = { en: "en-GB", hy: "hy", ru: "ru" };

/**
 * A date written out in a language: "Friday 27 November" (en), "пятница, 27 ноября" (ru).
 * Run at build time, like the site's other formatting, so the browser never formats.
 */
export function formatMenuDate(date: IsoDate, lang: Lang): string {
  return normaliseSpaces(
    new Intl.DateTimeFormat(DATE_LOCALE[lang], {
      weekday: "long",
      day: "numeric",
      month: "long",
      timeZone: "UTC",
    }).format(new Date(toUtcMidnight(date))),
  );
}

/** The cutoff sentence of a week from its template: "Order by {date}, {time}". */
export function cutoffText(monday: IsoDate, rule: CutoffRule, template: string, lang: Lang) {
  const { date, time } = orderCutoff(monday, rule);
  return fill(template, { date: formatMenuDate(date, lang), time });
}
