import { orderableWeek } from "../offer";
import { closedWeekAhead, mondaysFrom, openWeeks } from "../open-weeks";
import { orderCutoff } from "../week";

const rule = { daysBefore: 3, time: "18:00" };
const mondays = mondaysFrom("2026-11-25", 4);
/** An instant in Yerevan (UTC+4). */
const at = (local: string) => new Date(`${local}:00+04:00`);

test("the Mondays from a date's week on, one a week", () => {
  expect(mondays).toEqual(["2026-11-23", "2026-11-30", "2026-12-07", "2026-12-14"]);
  expect(mondaysFrom("2026-11-29", 1)).toEqual(["2026-11-23"]);
});

describe("open weeks by the Friday 18:00 cutoff", () => {
  test("before the cutoff, the coming week is still open", () => {
    expect(openWeeks(mondays, rule, at("2026-11-27T17:59"))).toEqual([
      "2026-11-30",
      "2026-12-07",
      "2026-12-14",
    ]);
  });

  test("from the cutoff on, the first open week is the one after", () => {
    expect(openWeeks(mondays, rule, at("2026-11-27T18:00"))[0]).toBe("2026-12-07");
    expect(openWeeks(mondays, rule, at("2026-11-29T23:59"))[0]).toBe("2026-12-07");
  });

  test("the order of the Mondays given does not matter", () => {
    expect(openWeeks([...mondays].reverse(), rule, at("2026-11-24T09:00"))[0]).toBe("2026-11-30");
  });
});

describe("the week whose cutoff passed before it began", () => {
  test("is none before the cutoff", () => {
    expect(closedWeekAhead(mondays, rule, at("2026-11-27T17:59"), "2026-11-27")).toBeNull();
  });

  test("is the coming week from Friday evening to Sunday night", () => {
    expect(closedWeekAhead(mondays, rule, at("2026-11-27T18:00"), "2026-11-27")).toBe("2026-11-30");
    expect(closedWeekAhead(mondays, rule, at("2026-11-29T23:59"), "2026-11-29")).toBe("2026-11-30");
  });

  test("is none once that week has begun", () => {
    expect(closedWeekAhead(mondays, rule, at("2026-11-30T08:00"), "2026-11-30")).toBeNull();
  });
});

test("the menu's orderable week is the first open week of the published ones, at every hour", () => {
  // The published weeks leave one out, so that the first open Monday is not always published.
  const published = ["2026-12-07", "2026-11-23", "2026-12-21"];
  for (let hour = 0; hour < 24 * 28; hour += 1) {
    const now = new Date(Date.parse("2026-11-20T00:00:00+04:00") + hour * 3_600_000);
    const first = openWeeks(published, rule, now)[0] ?? null;
    expect(orderableWeek(published, rule, now)).toBe(first);
    // And that week is the earliest published one whose cutoff instant is still ahead.
    const ahead = [...published].sort().find((m) => now < orderCutoff(m, rule).instant);
    expect(first).toBe(ahead ?? null);
  }
  expect(orderableWeek(published, rule, at("2026-11-27T18:00"))).toBe("2026-12-07");
  expect(orderableWeek(published, rule, at("2026-12-18T18:00"))).toBeNull();
});
