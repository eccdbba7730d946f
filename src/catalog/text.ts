import { fill, normaliseSpaces } from "../lib/format";
import type { Lang } from "../lib/languages";
import { WEEKDAYS } from "./vocabulary";
import { orderCutoff, toUtcMidnight, type CutoffRule, type IsoDate } from "./week";

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
  return normaliseSpaces(dateFormat(lang).format(new Date(toUtcMidnight(date))));
}

/**
 * A day and month ("30 November", "30 ноября", "նոյեմբերի 30"), with the year when asked
 * ("30 June 2027"): where a sentence names a week by its Monday, or a last day.
 */
export function formatDayMonth(date: IsoDate, lang: Lang, withYear = false): string {
  const format = new Intl.DateTimeFormat(DATE_LOCALE[lang], {
    day: "numeric",
    month: "long",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  });
  return normaliseSpaces(format.format(new Date(toUtcMidnight(date))));
}

const dateFormat = (lang: Lang) =>
  new Intl.DateTimeFormat(DATE_LOCALE[lang], {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });

/** The weekdays' names of data/menu-page.json (`days`), by their slug (mon ... sun). */
export type DayNames = readonly { slug: string; name: string }[];

/**
 * A menu day's heading: "Monday 23 November" (en), "Понедельник, 23 ноября" (ru),
 * "Երկուշաբթի, նոյեմբերի 23" (hy). Intl writes the weekday as inside a sentence (lower case in
 * Russian and Armenian, last in Armenian), which is right in the cutoff sentence but not at the
 * head of a heading: there the copy's own weekday name leads, joined to the date as Intl joins it.
 */
export function formatDayHeading(date: IsoDate, lang: Lang, days: DayNames): string {
  const day = new Date(toUtcMidnight(date));
  const parts = dateFormat(lang).formatToParts(day);
  const at = parts.findIndex((p) => p.type === "weekday");
  const slug = WEEKDAYS[(day.getUTCDay() + 6) % 7];
  const name = days.find((d) => d.slug === slug)?.name ?? parts[at].value;
  // The literal beside the weekday (", " or " ") goes with it to the front.
  const joint = at === 0 ? 1 : at - 1;
  const rest = parts.filter((_, i) => i !== at && i !== joint);
  return normaliseSpaces(name + parts[joint].value + rest.map((p) => p.value).join(""));
}

/** The cutoff sentence of a week from its template: "Order by {date}, {time}". */
export function cutoffText(monday: IsoDate, rule: CutoffRule, template: string, lang: Lang) {
  const { date, time } = orderCutoff(monday, rule);
  return fill(template, { date: formatMenuDate(date, lang), time });
}
