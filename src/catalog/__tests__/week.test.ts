import { loadContent } from "../../../gatsby/content/snapshot";
import { LANGUAGE_CODES, type Lang } from "../../lib/languages";
import {
  addDays,
  chooseWeek,
  comingMonday,
  isMonday,
  mondayOf,
  orderCutoff,
  orderOpen,
  yerevanDate,
} from "../week";
import { cutoffText, formatMenuDate } from "../text";

const published = ["2026-11-23", "2026-11-30", "2026-12-07"];
const rule = { daysBefore: 3, time: "18:00" };

describe("the date in Yerevan", () => {
  test("is UTC+4 all year, with no daylight saving", () => {
    expect(yerevanDate(new Date("2026-11-24T12:00:00Z"))).toBe("2026-11-24");
    expect(yerevanDate(new Date("2026-07-01T19:59:59Z"))).toBe("2026-07-01");
    expect(yerevanDate(new Date("2026-07-01T20:00:00Z"))).toBe("2026-07-02");
  });

  test("Sunday evening in UTC is already Monday in Yerevan", () => {
    // 20:00 UTC on Sunday 29 November is midnight in Yerevan: the week of 30 November begins.
    const before = new Date("2026-11-29T19:59:59Z");
    const after = new Date("2026-11-29T20:00:00Z");
    expect(before.getUTCDay()).toBe(0);
    expect(after.getUTCDay()).toBe(0);
    expect(yerevanDate(before)).toBe("2026-11-29");
    expect(yerevanDate(after)).toBe("2026-11-30");
    expect(chooseWeek(yerevanDate(before), published)).toMatchObject({ current: "2026-11-23" });
    expect(chooseWeek(yerevanDate(after), published)).toMatchObject({ current: "2026-11-30" });
  });
});

describe("calendar helpers", () => {
  test("Mondays and the week a date is in", () => {
    expect(isMonday("2026-11-23")).toBe(true);
    expect(isMonday("2026-11-24")).toBe(false);
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(comingMonday("2026-11-23")).toBe("2026-11-30");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});

describe("the week to show", () => {
  test("the current week and the next one when published", () => {
    expect(chooseWeek("2026-11-25", published)).toEqual({
      kind: "current",
      current: "2026-11-23",
      next: "2026-11-30",
    });
  });

  test("the last published week has no next one", () => {
    expect(chooseWeek("2026-12-13", published)).toEqual({
      kind: "current",
      current: "2026-12-07",
      next: null,
    });
  });

  test("after the last week: the next menu is being prepared, never an old week", () => {
    expect(chooseWeek("2026-12-14", published)).toEqual({ kind: "none" });
  });

  test("before the first week, or in a gap: the coming published week", () => {
    expect(chooseWeek("2026-11-20", published)).toEqual({ kind: "upcoming", next: "2026-11-23" });
    expect(chooseWeek("2026-12-01", ["2026-11-23", "2026-12-07"])).toEqual({
      kind: "upcoming",
      next: "2026-12-07",
    });
  });

  test("the order of the published weeks does not matter", () => {
    expect(chooseWeek("2026-11-25", [...published].reverse())).toMatchObject({
      next: "2026-11-30",
    });
  });
});

describe("the order cutoff", () => {
  test("Friday 18:00 in Yerevan before the week, 14:00 UTC", () => {
    const cutoff = orderCutoff("2026-11-30", rule);
    expect(cutoff.date).toBe("2026-11-27");
    expect(cutoff.time).toBe("18:00");
    expect(cutoff.instant.toISOString()).toBe("2026-11-27T14:00:00.000Z");
  });

  test("orders are open until the cutoff, not after", () => {
    expect(orderOpen("2026-11-30", rule, new Date("2026-11-27T13:59:59Z"))).toBe(true);
    expect(orderOpen("2026-11-30", rule, new Date("2026-11-27T14:00:00Z"))).toBe(false);
  });
});

describe("dates written out", () => {
  // The menu page's copy in a language, before the build fills in its templates.
  const page = (lang: Lang) => loadContent().copy<{ cutoffText: string }>("menu-page.json", lang);

  test("the cutoff sentence fills the language's template with the date and time", () => {
    for (const lang of LANGUAGE_CODES) {
      const text = cutoffText("2026-11-30", rule, page(lang).cutoffText, lang);
      expect(text).toContain(formatMenuDate("2026-11-27", lang));
      expect(text).toContain("18:00");
      expect(text).not.toMatch(/[{}]/);
    }
  });

  test("written as each language writes a date, with no-break spaces", () => {
    const plain = (lang: Lang) => formatMenuDate("2026-11-27", lang).replace(/\u00a0/g, " ");
    expect(plain("en")).toBe("Friday 27 November");
    expect(plain("ru")).toBe("пятница, 27 ноября");
    expect(plain("hy")).toMatch(/27/);
    expect(formatMenuDate("2026-11-27", "en")).not.toMatch(/ /);
  });
});
