/** @jest-environment node */
import { loadContent } from "../../content/snapshot";
import { menuContext } from "../context";
import {
  cutoffText,
  formatDayHeading,
  formatDayMonth,
  type DayNames,
} from "../../../src/catalog/text";
import { addDays } from "../../../src/catalog/week";
import type { Week } from "../../../src/menu/schema/index";

const content = loadContent();
const mondays = content
  .folder<Week>("weeks")
  .map((w) => w.monday)
  .sort();
const [first, second] = mondays;
const last = mondays[mondays.length - 1];
const words = content.read<{
  cutoff: { daysBefore: number; time: string };
  cutoffText: string;
  days: DayNames;
}>("menu-page.json", "ru");

describe("menuContext", () => {
  // Wednesday of the first published week: the second is still open for orders.
  const menu = menuContext(content, "ru", addDays(first, 2));

  it("opens on the week a visitor can order, with the week being delivered beside it", () => {
    expect(menu.defaultPanel).toBe(second);
    const panel = menu.panels.find((p) => p.key === second)!;
    expect(panel.weeks.map((w) => [w.monday, w.heading])).toEqual([
      [second, "nextWeek"],
      [first, "thisWeek"],
    ]);
  });

  it("holds a panel for every published week from the build's on, each alone too, and the preparing one", () => {
    expect(menu.panels.map((p) => p.key)).toEqual([
      ...mondays,
      ...mondays.map((m) => `up-${m}`),
      "none",
    ]);
  });

  it("holds every week it shows once, from the build's on", () => {
    expect(menu.weeks.map((w) => w.monday)).toEqual(mondays);
  });

  it("holds each week's dishes by day and its kits, as its file names them (the page reads them only here)", () => {
    const files = new Map(content.folder<Week>("weeks").map((w) => [w.monday, w]));
    for (const week of menu.weeks) {
      const { days, kits } = files.get(week.monday)!;
      expect(week.plan).toEqual({ days, kits });
    }
  });

  it("writes each week's order cutoff, its dates and the days' dates in the language", () => {
    const cutoff = (monday: string) => cutoffText(monday, words.cutoff, words.cutoffText, "ru");
    const [week, next] = menu.weeks;
    expect(next.as.nextWeek).toEqual({ cutoff: cutoff(second) });
    expect(week.as.thisWeek).toEqual({});
    expect(next.title).toContain(formatDayMonth(second, "ru"));
    // The days as headings: the copy's weekday name first, capitalised.
    expect(week.days[0].date).toBe(formatDayHeading(first, "ru", words.days));
    expect(week.days[0].date.startsWith(words.days[0].name)).toBe(true);
    expect(menu.next).toBe(formatDayMonth(addDays(last, 7), "ru"));
  });

  it("has no panel for weeks before the build's", () => {
    const later = menuContext(content, "en", last);
    expect(later.panels.map((p) => p.key)).toEqual([last, `up-${last}`, "none"]);
    expect(later.weeks.map((w) => w.monday)).toEqual([last]);
  });

  it("shows the preparing panel when no published week is open for orders at the build", () => {
    expect(menuContext(content, "en", addDays(last, 7)).defaultPanel).toBe("none");
    expect(menuContext(content, "en", last).defaultPanel).toBe("none");
  });

  it("carries the script that picks the panel", () => {
    expect(menu.weekScript).toContain(JSON.stringify(mondays));
  });
});
