/** @jest-environment node */
import { loadContent } from "../../../gatsby/content/snapshot";
import { LANGUAGE_CODES, type Lang } from "../../lib/languages";
import {
  cutoffText,
  formatDayHeading,
  formatDayInSentence,
  formatDayMonth,
  formatMenuDate,
  type DayNames,
} from "../text";
import { addDays, type CutoffRule } from "../week";

/*
 * The menu's dates in words, from the copy as pages read it (a language's part of
 * data/menu-page.json, typeset) and the rule kept once in its "en" part. Every date is passed in.
 */

type Page = { cutoff: CutoffRule; cutoffText: string; days: DayNames };
const data = loadContent();
const page = (lang: Lang) => data.read<Page>("menu-page.json", lang);
/** Spaces as a reader sees them: the no-break ones the typesetting puts are spaces too. */
const plain = (text: string) => text.replace(/\s+/g, " ");

const MONDAY = "2026-11-23";
const week = Array.from({ length: 7 }, (_, i) => addDays(MONDAY, i));

describe("a menu day's heading", () => {
  test.each(LANGUAGE_CODES)(
    "starts with the weekday's name of the copy, capitalised (%s)",
    (lang) => {
      const { days } = page(lang);
      week.forEach((date, i) => {
        const heading = formatDayHeading(date, lang, days);
        expect(heading.startsWith(days[i].name)).toBe(true);
        expect(heading).toMatch(/^\p{Lu}/u);
        expect(heading).toContain(date.slice(8).replace(/^0/, ""));
      });
    },
  );

  test("reads as each language writes a heading's date", () => {
    const heading = (lang: Lang) => plain(formatDayHeading(MONDAY, lang, page(lang).days));
    expect(formatDayHeading(MONDAY, "en", page("en").days)).toBe(formatMenuDate(MONDAY, "en"));
    expect(heading("en")).toBe("Monday 23 November");
    expect(heading("ru")).toBe("Понедельник, 23 ноября");
    expect(heading("hy")).toBe("Երկուշաբթի, նոյեմբերի 23");
  });

  test("keeps its words together, as the dates in sentences do", () => {
    for (const lang of LANGUAGE_CODES)
      expect(formatDayHeading(MONDAY, lang, page(lang).days)).not.toMatch(/ /);
  });

  test("leaves the date inside a sentence in lower case", () => {
    expect(plain(formatMenuDate(MONDAY, "ru"))).toBe("понедельник, 23 ноября");
    expect(formatMenuDate(MONDAY, "hy")).toMatch(/^\p{Ll}/u);
  });
});

describe("a date inside a sentence", () => {
  test("names the weekday in lower case in Armenian and Russian, as English writes it", () => {
    const inSentence = (lang: Lang) => plain(formatDayInSentence(MONDAY, lang, page(lang).days));
    expect(inSentence("en")).toBe("Monday 23 November");
    expect(inSentence("ru")).toBe("понедельник, 23 ноября");
    expect(inSentence("hy")).toBe("երկուշաբթի, նոյեմբերի 23");
  });

  test("writes a last day with its year in the order of each language, with no doubled stop", () => {
    const until = (lang: Lang) => plain(formatDayMonth("2027-06-30", lang, true));
    expect(until("en")).toBe("30 June 2027");
    expect(until("ru")).toBe("30 июня 2027 года");
    expect(until("hy")).toBe("2027 թ. հունիսի 30");
    expect(plain(formatDayMonth("2027-06-30", "hy"))).toBe("հունիսի 30");
  });
});

describe("the Russian cutoff sentence", () => {
  const ru = page("ru");
  const { time } = ru.cutoff;
  // The week of Monday 7 December: closing 1 to 7 days before it, each weekday is the cutoff
  // day once, across the end of a month. Russian names the weekday in the nominative (after
  // the dash) and the month in the genitive.
  const monday = "2026-12-07";
  const cutoffDays = [
    { daysBefore: 7, date: "понедельник, 30 ноября" },
    { daysBefore: 6, date: "вторник, 1 декабря" },
    { daysBefore: 5, date: "среда, 2 декабря" },
    { daysBefore: 4, date: "четверг, 3 декабря" },
    { daysBefore: 3, date: "пятница, 4 декабря" },
    { daysBefore: 2, date: "суббота, 5 декабря" },
    { daysBefore: 1, date: "воскресенье, 6 декабря" },
  ];

  test.each(cutoffDays)("with the cutoff on $date", ({ daysBefore, date }) => {
    const line = cutoffText(monday, { daysBefore, time }, ru.cutoffText, "ru");
    expect(plain(line)).toBe(`Последний день заказа — ${date}, до ${time}`);
  });
});
