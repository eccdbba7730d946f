/** @jest-environment node */
import { loadContent } from "../../loader";
import { menuContext } from "../context";
import { cutoffText, formatDayHeading, type DayNames } from "../../../src/catalog/text";
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
  const menu = menuContext(content, "ru", addDays(first, 2));

  it("shows the build's week first, with the next week beside it", () => {
    expect(menu.defaultPanel).toBe(first);
    const panel = menu.panels.find((p) => p.key === first)!;
    expect(panel.weeks.map((w) => [w.monday, w.heading])).toEqual([
      [first, "thisWeek"],
      [second, "nextWeek"],
    ]);
  });

  it("holds a panel for every published week from the build's on, and the preparing one", () => {
    expect(menu.panels.map((p) => p.key)).toEqual([...mondays, "none"]);
  });

  it("holds every week it shows once, from the build's on", () => {
    expect(menu.weeks.map((w) => w.monday)).toEqual(mondays);
  });

  it("writes each week's order cutoff and the days' dates in the language", () => {
    const cutoff = (monday: string) => cutoffText(monday, words.cutoff, words.cutoffText, "ru");
    const [week, next] = menu.weeks;
    // The first week shows only as this week, with the next one's cutoff under the next.
    expect(week.as).toEqual({ thisWeek: {} });
    expect(next.as.nextWeek).toEqual({ cutoff: cutoff(second) });
    // The days as headings: the copy's weekday name first, capitalised.
    expect(week.days[0].date).toBe(formatDayHeading(first, "ru", words.days));
    expect(week.days[0].date.startsWith(words.days[0].name)).toBe(true);
    // The last week, as the visitor's: the coming week's cutoff, though not yet published.
    expect(menu.weeks.at(-1)!.as.thisWeek).toEqual({ cutoff: cutoff(addDays(last, 7)) });
  });

  it("has no panel for weeks before the build's", () => {
    const later = menuContext(content, "en", last);
    expect(later.panels.map((p) => p.key)).toEqual([last, "none"]);
    expect(later.weeks.map((w) => w.monday)).toEqual([last]);
  });

  it("shows the preparing panel when the build is after the last week", () => {
    expect(menuContext(content, "en", addDays(last, 7)).defaultPanel).toBe("none");
  });

  it("carries the script that picks the panel", () => {
    expect(menu.weekScript).toContain(JSON.stringify(mondays));
  });
});
