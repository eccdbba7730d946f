import {
  LATER_WEEKS,
  MENU_EMPTY,
  MENU_FILTERS,
  MENU_NONE,
  MENU_STATUS,
  MENU_WEEK,
  WEEK,
} from "../marks";
import { applyQueryFilters, markMenuWeek, putLaterWeeks, writeCounts } from "../first-paint";

const root = document.documentElement;
const published = ["2026-11-23", "2026-11-30", "2026-12-14"];
const panels = [...published, ...published.map((m) => `up-${m}`), "none"];
const rule = { daysBefore: 3, time: "18:00" };
const mark = (iso: string, search = "") => {
  window.history.replaceState(null, "", `/menu${search}`);
  markMenuWeek(published, panels, "2026-11-30", rule, new Date(iso));
  return root.getAttribute(MENU_WEEK);
};

beforeEach(() => root.removeAttribute(MENU_WEEK));

describe("markMenuWeek", () => {
  it("marks the week the visitor can order: the first whose cutoff has not passed in Yerevan", () => {
    // Wednesday 25 November: the week of 30 November closes on Friday 27 at 18:00 in Yerevan.
    expect(mark("2026-11-25T10:00:00Z")).toBe("2026-11-30");
    expect(mark("2026-11-27T13:59:00Z")).toBe("2026-11-30");
    // Friday after 18:00 and Saturday: the next published week.
    expect(mark("2026-11-27T14:00:00Z")).toBe("2026-12-14");
    expect(mark("2026-11-28T09:00:00Z")).toBe("2026-12-14");
  });

  it("opens a later published week the address asks for, never an earlier one", () => {
    expect(mark("2026-11-25T10:00:00Z", "?week=2026-12-14")).toBe("up-2026-12-14");
    expect(mark("2026-11-25T10:00:00Z", "?week=2026-11-23")).toBe("2026-11-30");
    expect(mark("2026-11-25T10:00:00Z", "?week=2026-12-07")).toBe("2026-11-30");
  });

  it("says when the next menu is expected once every published week's cutoff has passed", () => {
    expect(mark("2026-12-11T15:00:00Z")).toBe("none");
    expect(mark("2027-03-01T10:00:00Z")).toBe("none");
  });

  it("leaves the build's own week when the page holds no panel for the week", () => {
    markMenuWeek(
      published,
      ["2026-11-30", "none"],
      "2026-11-30",
      rule,
      new Date("2026-11-10T10:00:00Z"),
    );
    expect(root.getAttribute(MENU_WEEK)).toBeNull();
  });
});

describe("applyQueryFilters", () => {
  const allowed = { diet: ["vegan"], without: ["milk", "nuts"], kind: ["ready", "kit"] };
  it("marks <html>, ticks the form's boxes from the address and unfolds them", () => {
    document.body.innerHTML = `<form ${MENU_FILTERS}><details></details>
      <input type="checkbox" name="without" value="milk">
      <input type="checkbox" name="without" value="nuts">
      <input type="checkbox" name="diet" value="vegan"></form>`;
    window.history.replaceState(null, "", "/menu?without=nuts&diet=vegan");
    applyQueryFilters(allowed);
    const boxes = [...document.querySelectorAll("input")].map((b) => b.checked);
    expect(boxes).toEqual([false, true, true]);
    expect(root.hasAttribute("data-f-without-nuts")).toBe(true);
    expect(root.hasAttribute("data-f-without-milk")).toBe(false);
    expect(document.querySelector("details")!.open).toBe(true);
  });
});

describe("writeCounts", () => {
  const model = {
    allowed: { diet: ["vegan"], without: ["milk"], kind: ["ready", "kit"] },
    dishes: [
      { kind: "ready", diets: ["vegan"], allergens: [] },
      { kind: "ready", diets: [], allergens: ["milk"] },
      { kind: "kit", diets: [], allergens: [] },
    ],
    panels: { "2026-11-23": [0, 1], "2026-11-30": [0, 1, 2] },
    text: "{count} of {total} dishes",
  };
  const form = () => {
    document.body.innerHTML = `<form ${MENU_FILTERS}>
      <label><input type="checkbox" name="diet" value="vegan"><span data-count>(9)</span></label>
      <label><input type="checkbox" name="kind" value="kit"><span data-count>(9)</span></label>
      <p ${MENU_STATUS}>9 of 9 dishes</p><div ${MENU_EMPTY} hidden></div></form>`;
    return () => [...document.querySelectorAll("[data-count]")].map((c) => c.textContent);
  };

  it("writes the counts and the result of the week shown with the filters", () => {
    const read = form();
    writeCounts(model, "2026-11-30", { diet: [], without: ["milk"], kind: [] });
    expect(read()).toEqual(["(1)", "(1)"]);
    expect(document.querySelector(`[${MENU_STATUS}]`)!.textContent).toBe("2 of 3 dishes");
    expect(document.querySelector<HTMLElement>(`[${MENU_EMPTY}]`)!.hidden).toBe(true);
  });

  it("shows the empty result when nothing is left", () => {
    form();
    writeCounts(model, "2026-11-23", { diet: ["vegan"], without: [], kind: ["kit"] });
    expect(document.querySelector(`[${MENU_STATUS}]`)!.textContent).toBe("0 of 2 dishes");
    expect(document.querySelector<HTMLElement>(`[${MENU_EMPTY}]`)!.hidden).toBe(false);
  });
});

describe("putLaterWeeks", () => {
  const later = `<div ${WEEK}="2026-12-07"><h2>Week</h2></div><div ${WEEK}="2026-12-14"></div>`;
  function page() {
    document.body.innerHTML = `<div id="weeks"><div ${WEEK}="2026-11-23"></div>
      <script type="text/html" ${LATER_WEEKS}="2026-11-30 2026-12-07"></script>
      <script id="put"></script><div ${MENU_NONE}></div></div>`;
    document.querySelector(`[${LATER_WEEKS}]`)!.textContent = later;
    putLaterWeeks(document.getElementById("put"));
    return [...document.querySelectorAll("#weeks > *")].map(
      (el) => el.getAttribute(WEEK) ?? el.tagName.toLowerCase(),
    );
  }

  it("puts the later weeks in place, in order, for a panel that needs them", () => {
    root.setAttribute(MENU_WEEK, "2026-11-30");
    expect(page()).toEqual(["2026-11-23", "2026-12-07", "2026-12-14", "script", "div"]);
    expect(document.querySelector(`[${WEEK}="2026-12-07"] h2`)?.textContent).toBe("Week");
  });

  it("leaves them inert for the build's own panel, and without a mark", () => {
    root.setAttribute(MENU_WEEK, "2026-11-23");
    expect(page()).toEqual(["2026-11-23", "script", "script", "div"]);
    root.removeAttribute(MENU_WEEK);
    expect(page()).toEqual(["2026-11-23", "script", "script", "div"]);
  });
});
