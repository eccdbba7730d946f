import { loadContent } from "../../gatsby/loader";
import type { Lang } from "../../src/lib/languages";
import { cutoffText, formatMenuDate } from "../../src/lib/menu-text";
import { addDays } from "../../src/lib/menu-week";
import type { Week } from "../../src/schema/menu";

/*
 * The weekly menu as the tests expect it, from data/. The test builds take SITE_TODAY from
 * package.json's test script; the same default here.
 */
export const BUILD_TODAY = process.env.SITE_TODAY || "2026-11-25";

const data = loadContent();
export const weeks = data.folder<Week>("weeks").sort((a, b) => (a.monday < b.monday ? -1 : 1));
export const mondays = weeks.map((w) => w.monday);

type Words = {
  cutoff: { daysBefore: number; time: string };
  cutoffText: string;
  thisWeek: string;
  nextWeek: string;
  title: string;
  preparing: { title: string; text: string; cta: string };
  ingredients: string;
  allergensTitle: string;
  nutrition: Record<string, string>;
  dish: Record<string, string>;
};
export const menuWords = (lang: Lang = "en") => data.read<Words>("menu-page.json", lang);
export type TestDish = {
  slug: string;
  name: string;
  alt: string;
  ingredients: string;
  kind: string;
  portion: number;
  nutrition: { kcal: number };
};
export const dishes = (lang: Lang = "en") => data.read<TestDish[]>("dishes.json", lang);

/** The cutoff sentence for the week of `monday`, as the page writes it. */
export const cutoffOf = (monday: string, lang: Lang = "en") => {
  const w = menuWords(lang);
  return cutoffText(monday, w.cutoff, w.cutoffText, lang);
};
export const dateOf = (date: string, lang: Lang = "en") => formatMenuDate(date, lang);

/** An instant: the given date in Yerevan at the given time (UTC+4, all year). */
export const inYerevan = (date: string, time = "12:00") => new Date(`${date}T${time}:00+04:00`);
export { addDays };
