import { MENU_WEEK } from "../marks";
import { renderHook } from "@testing-library/react";
import type { MenuContext } from "../page-context";
import { useVisitorWeek } from "../use-visitor-week";

const root = document.documentElement;
const week = (monday: string) => ({
  monday,
  days: [],
  title: monday,
  as: {},
  plan: { days: [], kits: [] },
});
const menu: MenuContext = {
  defaultPanel: "2026-11-23",
  panels: [
    { key: "2026-11-23", weeks: [] },
    { key: "2026-11-30", weeks: [] },
    { key: "none", weeks: [] },
  ],
  weeks: [week("2026-11-23"), week("2026-11-30")],
  filters: { allowed: { diet: [], without: [], kind: [] }, panels: {}, text: "" },
  cutoffRule: { daysBefore: 3, time: "18:00" },
  next: "7 December",
  published: ["2026-11-23", "2026-11-30"],
  dishes: [],
  offerWeeks: [],
  weekScript: "",
  laterScript: "",
};

beforeEach(() => {
  jest.useFakeTimers();
  // Wednesday of the first week in Yerevan: the second week is still open for orders.
  jest.setSystemTime(new Date("2026-11-25T12:00:00+04:00"));
  root.removeAttribute(MENU_WEEK);
  document.body.innerHTML = "";
});
afterEach(() => jest.useRealTimers());

describe("useVisitorWeek", () => {
  it("marks the week the visitor can order on a page React renders itself", () => {
    renderHook(() => useVisitorWeek(menu, "menu-en-weeks"));
    expect(root.getAttribute(MENU_WEEK)).toBe("2026-11-30");
  });

  it("marks once the last week's cutoff has passed that the next menu is being prepared", () => {
    jest.setSystemTime(new Date("2026-11-27T18:00:00+04:00"));
    renderHook(() => useVisitorWeek(menu, "menu-en-weeks"));
    expect(root.getAttribute(MENU_WEEK)).toBe("none");
  });

  it("leaves built HTML to the inline script", () => {
    document.body.innerHTML = `<div id="menu-en-weeks"></div>`;
    renderHook(() => useVisitorWeek(menu, "menu-en-weeks"));
    expect(root.hasAttribute(MENU_WEEK)).toBe(false);
  });
});
