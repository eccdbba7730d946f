import { closedWeekAhead, mondaysFrom, openWeeks } from "../open-weeks";

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
