import { laterWeeks } from "../panels";

const week = (monday: string) => ({ monday, heading: "thisWeek" as const });
// Published: 23 Nov, 30 Nov and 7 Dec, then 21 Dec after a gap.
const panels = [
  { key: "2026-11-23", weeks: [week("2026-11-23"), week("2026-11-30")] },
  { key: "2026-11-30", weeks: [week("2026-11-30"), week("2026-12-07")] },
  { key: "2026-12-07", weeks: [week("2026-12-07")] },
  { key: "up-2026-12-21", weeks: [week("2026-12-21")] },
  { key: "2026-12-21", weeks: [week("2026-12-21")] },
  { key: "none", weeks: [] },
];

describe("laterWeeks", () => {
  it("keeps inert the weeks the build's panel does not show, naming the panels that need them", () => {
    expect(laterWeeks({ panels, defaultPanel: "2026-11-23" })).toEqual({
      weeks: new Set(["2026-12-07", "2026-12-21"]),
      panels: ["2026-11-30", "2026-12-07", "up-2026-12-21", "2026-12-21"],
    });
  });

  it("keeps none inert for a page React renders itself", () => {
    expect(laterWeeks({ panels, defaultPanel: "2026-11-23" }, false)).toEqual({
      weeks: new Set(),
      panels: [],
    });
  });
});
