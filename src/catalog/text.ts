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
 * A day and month ("30 November", "30 ноября", "նոյեմբերի 30"), with the year when asked:
 * where a sentence names a week by its Monday, or a last day. The year is written as a
 * sentence takes it: "30 June 2027", «30 июня 2027 года», «2027 թ. հունիսի 30» (the copy adds
 * the article: «մինչև {date}-ը»). Intl's own forms («30 июня 2027 г.», «30 հունիսի, 2027 թ.»)
 * end with an abbreviation's full stop, which doubles the sentence's, and put the Armenian
 * day first.
 */
export function formatDayMonth(date: IsoDate, lang: Lang, withYear = false): string {
  const format = new Intl.DateTimeFormat(DATE_LOCALE[lang], {
    day: "numeric",
    month: "long",
    ...(withYear && lang === "en" ? { year: "numeric" } : {}),
    timeZone: "UTC",
  });
  const dayMonth = normaliseSpaces(format.format(new Date(toUtcMidnight(date))));
  if (!withYear || lang === "en") return dayMonth;
  const year = date.slice(0, 4);
  return lang === "hy" ? `${year}\u00a0թ. ${dayMonth}` : `${dayMonth} ${year}\u00a0года`;
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

/**
 * A weekday's name inside a sentence: lower case in Armenian and Russian («среда»), while
 * English capitalises it anywhere. The copy names weekdays as labels and headings do.
 */
export const weekdayInSentence = (name: string, lang: Lang) =>
  lang === "en" ? name : name.toLocaleLowerCase(lang);

/**
 * A menu day inside a sentence: as its heading, but for the weekday's capital in Armenian and
 * Russian («…первую доставку: понедельник, 30 ноября»); English capitalises it anywhere.
 */
export function formatDayInSentence(date: IsoDate, lang: Lang, days: DayNames): string {
  const heading = formatDayHeading(date, lang, days);
  return lang === "en" ? heading : heading.charAt(0).toLocaleLowerCase(lang) + heading.slice(1);
}

/** The cutoff sentence of a week from its template: "Order by {date}, {time}". */
export function cutoffText(monday: IsoDate, rule: CutoffRule, template: string, lang: Lang) {
  const { date, time } = orderCutoff(monday, rule);
  return fill(template, { date: formatMenuDate(date, lang), time });
}
