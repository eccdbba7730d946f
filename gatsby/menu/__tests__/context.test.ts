/** @jest-environment node */
import { loadContent } from "../../content/snapshot";
import { menuContext } from "../context";
import { siteOffer } from "../../offer";
import { weekScript } from "../../../src/menu/from-context";
import { ARGS } from "../../../src/lib/script-args";
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

  it("holds each dish of its weeks once, which the filters and the offer both point into", () => {
    const slugs = menu.dishes.map((d) => d.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const pointed = [
      ...Object.values(menu.filters.panels).flat(),
      ...menu.offerWeeks.flatMap((w) => [
        ...w.days.flatMap((d) => [...d.lunch, ...d.dinner]),
        ...w.kits,
      ]),
    ];
    expect(new Set(pointed)).toEqual(new Set(slugs.keys()));
  });

  it("serves what the build's offer serves, week by week", () => {
    const { offer, slugs } = siteOffer(content);
    const named = (names: (i: number) => string, w: (typeof offer.weeks)[number]) => ({
      monday: w.monday,
      days: w.days.map((d) => [d.day, d.lunch.map(names), d.dinner.map(names)]),
      kits: w.kits.map(names),
    });
    expect(menu.offerWeeks.map((w) => named((i) => menu.dishes[i].slug, w))).toEqual(
      offer.weeks.map((w) => named((i) => slugs[i], w)),
    );
  });

  it("has the page write the week script's arguments into the compiled script", () => {
    const { allowed, panels, text } = menu.filters;
    const dishes = menu.dishes.map(({ kind, diets, allergens }) => ({ kind, diets, allergens }));
    const args = [
      mondays,
      menu.panels.map((p) => p.key),
      menu.defaultPanel,
      words.cutoff,
      { allowed, dishes, panels, text },
    ];
    const [head, tail] = menu.weekScript.split(JSON.stringify(ARGS));
    const script = weekScript(menu);
    expect(script.startsWith(head) && script.endsWith(tail)).toBe(true);
    expect(JSON.parse(`[${script.slice(head.length, script.length - tail.length)}]`)).toEqual(args);
  });
});
