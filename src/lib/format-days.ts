import { DEFAULT_LANG, type Lang } from "./languages";

/*
 * Weekdays as data writes them ("Mon-Fri") in each language's own short names, through Intl,
 * at build time like the rest of the formatting (./format.ts).
 */

const DAY_INDEX: Record<string, number> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
};

/**
 * Opening days as written in data ("Mon-Fri", "Sat") in the page's language: English as
 * written, other languages with their own short weekday names ("Пн–Пт", "Երկ–Ուր").
 */
export function formatDays(days: string, lang: Lang): string {
  if (lang === DEFAULT_LANG) return days;
  const name = (abbr: string) => {
    const index = DAY_INDEX[abbr.trim()];
    if (index === undefined) throw new Error(`unknown day "${abbr}"`);
    // 2024-01-07 was a Sunday.
    const day = new Intl.DateTimeFormat(lang, { weekday: "short", timeZone: "UTC" }).format(
      new Date(Date.UTC(2024, 0, 7 + index)),
    );
    return day.charAt(0).toLocaleUpperCase(lang) + day.slice(1);
  };
  return days.split(/[-–]/).map(name).join("–");
}

/**
 * Several day ranges ("Mon-Sun"; "Mon", "Wed", "Fri") as one line in the page's language:
 * each range as `formatDays` writes it, joined the way the language lists things
 * ("Mon, Wed, and Fri", "Пн, Ср и Пт").
 */
export function formatDayList(days: readonly string[], lang: Lang): string {
  const written = days.map((d) => formatDays(d, lang));
  return new Intl.ListFormat(lang, { type: "conjunction" }).format(written);
}
