import { MENU_FILTERS, MENU_NONE, MENU_WEEK, MENU_WEEKS, WEEK } from "../marks";
import { menuPanelStyle } from "../panel-style";

// Three published weeks with a gap: 23 Nov and 30 Nov, then 14 Dec.
const panels = [
  {
    key: "2026-11-23",
    weeks: [
      { monday: "2026-11-23", heading: "thisWeek" as const },
      { monday: "2026-11-30", heading: "nextWeek" as const },
    ],
  },
  { key: "2026-11-30", weeks: [{ monday: "2026-11-30", heading: "thisWeek" as const }] },
  { key: "2026-12-14", weeks: [{ monday: "2026-12-14", heading: "thisWeek" as const }] },
  { key: "up-2026-12-14", weeks: [{ monday: "2026-12-14", heading: "nextWeek" as const }] },
  { key: "none", weeks: [] },
];
/** No filters: these tests look at the weeks (the filters' rules are the filter model's). */
const filters = { allowed: { diet: [], without: [], kind: [] }, dishes: [], panels: {}, text: "" };
const week = (monday: string) => `<div ${WEEK}="${monday}">
  <h2><span data-role="this">This week</span><span data-role="next">Next week</span></h2>
  <p data-role="next">cutoff</p></div>`;

function page(defaultPanel: string) {
  document.head.innerHTML = `<style>${menuPanelStyle({ panels, defaultPanel, filters })}</style>`;
  document.body.innerHTML = `<form ${MENU_FILTERS}></form>
    ${week("2026-11-23")}${week("2026-11-30")}${week("2026-12-14")}<div ${MENU_NONE}></div>`;
}
const shows = (el: Element) => getComputedStyle(el).display !== "none";
/** What a visitor sees: each week shown with the heading its role gives it, and the rest. */
function seen() {
  const weeks = [...document.querySelectorAll(`[${WEEK}]`)].filter(shows);
  return {
    weeks: weeks.map((w) => {
      const roles = [...w.querySelectorAll("h2 [data-role]")].filter(shows);
      return `${w.getAttribute(WEEK)} ${roles.map((r) => r.textContent).join("+")}`;
    }),
    preparing: shows(document.querySelector(`[${MENU_NONE}]`)!),
    filters: shows(document.querySelector(`[${MENU_FILTERS}]`)!),
  };
}
const mark = (key?: string) =>
  key
    ? document.documentElement.setAttribute(MENU_WEEK, key)
    : document.documentElement.removeAttribute(MENU_WEEK);

afterEach(() => mark());

describe("menuPanelStyle", () => {
  it("shows the build's weeks before and without the script", () => {
    page("2026-11-23");
    expect(seen()).toEqual({
      weeks: ["2026-11-23 This week", "2026-11-30 Next week"],
      preparing: false,
      filters: true,
    });
  });

  it("shows the same week as this week once the visitor's date is in it", () => {
    page("2026-11-23");
    mark("2026-11-30");
    expect(seen().weeks).toEqual(["2026-11-30 This week"]);
  });

  it("shows a week after a gap as the coming week", () => {
    page("2026-11-23");
    mark("up-2026-12-14");
    expect(seen().weeks).toEqual(["2026-12-14 Next week"]);
  });

  it("shows only that the next menu is being prepared after the last week", () => {
    page("2026-11-23");
    mark("none");
    expect(seen()).toEqual({ weeks: [], preparing: true, filters: false });
    page("none");
    mark();
    expect(seen()).toEqual({ weeks: [], preparing: true, filters: false });
  });

  it("holds the screen's height for a week only a later date shows, until it is in place", () => {
    const css = menuPanelStyle({ panels, defaultPanel: "2026-11-23", filters });
    const holds = (key: string) => `html[${MENU_WEEK}="${key}"] [${MENU_WEEKS}]`;
    expect(css).toContain(`${holds("2026-12-14")},${holds("up-2026-12-14")}{min-height:100vh}`);
    // The next week's panel starts with a week the built page shows.
    expect(css).not.toContain(holds("2026-11-30"));
  });
});
