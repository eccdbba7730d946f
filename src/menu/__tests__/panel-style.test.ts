import { MENU_FILTERS, MENU_NONE, MENU_WEEK, MENU_WEEKS, WEEK } from "../marks";
import { menuPanelStyle, SECOND_WEEK, WEEK_BACK, WEEK_LINK } from "../panel-style";

// Three published weeks with a gap: 23 Nov and 30 Nov, then 14 Dec. A panel is named after
// the week a visitor can order, shown first, with the week being delivered beside it.
const panels = [
  {
    key: "2026-11-30",
    weeks: [
      { monday: "2026-11-30", heading: "nextWeek" as const },
      { monday: "2026-11-23", heading: "thisWeek" as const },
    ],
  },
  { key: "2026-12-14", weeks: [{ monday: "2026-12-14", heading: "nextWeek" as const }] },
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
    <input type="radio" name="shown" checked><input type="radio" name="shown" id="${SECOND_WEEK}">
    ${week("2026-11-23")}${week("2026-11-30")}${week("2026-12-14")}<div ${MENU_NONE}></div>
    <p ${WEEK_BACK}></p>${["2026-11-23", "2026-11-30", "2026-12-14"].map((m) => `<a ${WEEK_LINK}="${m}">${m}</a>`).join("")}`;
}
const links = () =>
  [...document.querySelectorAll(`[${WEEK_LINK}]`)].filter(shows).map((a) => a.textContent);
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
  it("opens on the week a visitor can order, before and without the script", () => {
    page("2026-11-30");
    expect(seen()).toEqual({
      weeks: ["2026-11-30 Next week"],
      preparing: false,
      filters: true,
    });
  });

  it("keeps the week being delivered one tap away", () => {
    page("2026-11-30");
    (document.getElementById(SECOND_WEEK) as HTMLInputElement).checked = true;
    expect(seen().weeks).toEqual(["2026-11-23 This week"]);
  });

  it("opens on a later week once the visitor's clock has passed the cutoff, or when asked", () => {
    page("2026-11-30");
    mark("2026-12-14");
    expect(seen().weeks).toEqual(["2026-12-14 Next week"]);
    mark("up-2026-12-14");
    expect(seen().weeks).toEqual(["2026-12-14 Next week"]);
  });

  it("links only the weeks after the one opened on", () => {
    page("2026-11-30");
    expect(links()).toEqual(["2026-12-14"]);
    expect(shows(document.querySelector(`[${WEEK_BACK}]`)!)).toBe(false);
  });

  it("offers no week before a later week asked for, and the way back", () => {
    mark("up-2026-12-14");
    page("2026-11-30");
    expect(links()).toEqual([]);
    const back = `html[${MENU_WEEK}="up-2026-12-14"] [${WEEK_BACK}]`;
    expect(menuPanelStyle({ panels, defaultPanel: "2026-11-30", filters })).toMatch(
      new RegExp(`${back.replace(/[[\]"]/g, "\\$&")}[^{]*\\{display:block\\}`),
    );
  });

  it("shows only that the next menu is being prepared once no week is open for orders", () => {
    page("2026-11-30");
    mark("none");
    expect(seen()).toEqual({ weeks: [], preparing: true, filters: false });
    page("none");
    mark();
    expect(seen()).toEqual({ weeks: [], preparing: true, filters: false });
  });

  it("holds the screen's height for a week only a later date shows, until it is in place", () => {
    const css = menuPanelStyle({ panels, defaultPanel: "2026-11-30", filters });
    const holds = (key: string) => `html[${MENU_WEEK}="${key}"] [${MENU_WEEKS}]`;
    expect(css).toContain(`${holds("2026-12-14")},${holds("up-2026-12-14")}{min-height:100vh}`);
    // The build's own panel's weeks are in the built page.
    expect(css).not.toContain(holds("2026-11-30"));
  });
});
