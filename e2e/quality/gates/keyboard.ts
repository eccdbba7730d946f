import type { Page } from "@playwright/test";
import { expect } from "../../support/fixtures";

/*
 * Keyboard gate: Tab reaches the skip link first and then every visible control, each with a
 * visible focus indicator (WCAG 2.1.1, 2.4.1, 2.4.7). Every language and theme has the same
 * controls in the same order, only their texts and colours differ (their names are checked by
 * axe in each language, their wrapping by the layout gate). The focus gate checks the
 * indicators again in another theme (the indicator's colour is the theme's): after one Tab,
 * which makes the page show focus as for a keyboard, it focuses every visible control in turn
 * from the page itself, a look at each for a fraction of a Tab press's cost. Both move the
 * focus: they run last.
 */
type Step = {
  label: string;
  name: string;
  skipsToMain: boolean;
  inMain: boolean;
  indicator: boolean;
  onScreen: boolean;
};
type Walk = {
  __controls: HTMLElement[];
  __reached: Set<Element>;
  __steps: Step[];
  __done: boolean;
};

/**
 * Marks every visible control, moves the focus starting point to the top, and from then on
 * records each control focus reaches (as it is reached, so that a walk can press Tab several
 * times between two looks), until focus comes round to a control it reached before.
 */
function startWalk() {
  const w = window as unknown as Walk;
  const visible = (el: HTMLElement) => {
    const s = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    return (
      s.visibility !== "hidden" && r.width > 0 && r.height > 0 && !el.closest("[hidden], [inert]")
    );
  };
  const sel =
    "a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex], [contenteditable=true]";
  // A Radix tab list takes focus only to pass it on to its selected tab (roving focus).
  w.__controls = [...document.querySelectorAll<HTMLElement>(sel)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      visible(el) &&
      el.getAttribute("role") !== "tablist",
  );
  w.__reached = new Set();
  w.__steps = [];
  w.__done = false;
  // Start from the top of the document, as a fresh visitor does: blurring alone leaves the
  // browser's focus starting point at the last clicked control (e.g. a tab).
  document.body.tabIndex = -1;
  document.body.focus();
  document.body.removeAttribute("tabindex");
  document.addEventListener("focusin", (event) => {
    const el = event.target as HTMLElement;
    // A control that passes focus straight on (a Radix tab list to its selected tab) is not
    // a stop: by the time the event reaches the document, focus is elsewhere.
    if (w.__done || el === document.body || el !== document.activeElement) return;
    if (w.__reached.has(el)) {
      w.__done = true;
      return;
    }
    w.__reached.add(el);
    // A radio button or checkbox hidden for screen readers only, inside the label drawn in its
    // place (the menu's week switch), shows its focus on that label.
    const own = getComputedStyle(el);
    const drawnBy =
      el instanceof HTMLInputElement &&
      (own.clipPath === "inset(50%)" || own.clip === "rect(0px, 0px, 0px, 0px)")
        ? el.closest("label")
        : null;
    const box = drawnBy ?? el;
    const s = drawnBy ? getComputedStyle(drawnBy) : own;
    const outline = s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0;
    const outlineColor = !/rgba\(.*, 0\)$|transparent/.test(s.outlineColor);
    const ring = s.boxShadow !== "none";
    const r = box.getBoundingClientRect();
    const name = (el.getAttribute("aria-label") || el.textContent || "")
      .replace(/\s+/g, " ")
      .trim();
    const href = el.getAttribute("href");
    const label = (name || (el as HTMLInputElement).name || el.id || "").slice(0, 40);
    w.__steps.push({
      label: `<${el.tagName.toLowerCase()}> "${label}"`,
      name,
      skipsToMain: Boolean(
        href?.startsWith("#") &&
        document.getElementById(decodeURIComponent(href.slice(1)))?.matches("main, [role=main]"),
      ),
      inMain: Boolean(el.closest("main, [role=main]")),
      indicator: (outline && outlineColor) || ring,
      onScreen: r.width >= 1 && r.height >= 1 && s.clipPath !== "inset(50%)",
    });
  });
}

/** Tab presses between two looks at the walk: a look costs as much as a press. */
const PRESSES = 8;

/** Walks the whole page with Tab; returns what was reached and what was missed. */
async function tabWalk(page: Page) {
  await page.evaluate(startWalk);
  for (let i = 0; i < 200; i += PRESSES) {
    for (let j = 0; j < PRESSES; j++) await page.keyboard.press("Tab");
    // Done once focus came round, or left the page for good.
    const done = await page.evaluate(() => {
      const w = window as unknown as Walk;
      return w.__done || document.activeElement === document.body || !document.activeElement;
    });
    if (done) break;
  }
  return page.evaluate(() => {
    const w = window as unknown as Walk;
    // A toast closes by itself after a few seconds: once it has left, it cannot be reached.
    // Tab stops once in a group of radio buttons (the arrow keys move within it).
    const group = (el: HTMLElement) =>
      el instanceof HTMLInputElement && el.type === "radio" ? `${el.name}` : null;
    const groups = new Set([...w.__reached].map((el) => group(el as HTMLElement)).filter(Boolean));
    const missed = w.__controls
      .filter((el) => !w.__reached.has(el) && el.isConnected && !groups.has(group(el)))
      .map(
        (el) => `<${el.tagName.toLowerCase()}> "${(el.textContent || el.id).trim().slice(0, 40)}"`,
      );
    return { steps: w.__steps, missed };
  });
}

/**
 * Every visible control's focus indicator: one Tab (the focus then shows as for a keyboard, and
 * stays so when a script moves it), then each control the Tab has not reached, focused in turn.
 */
export async function focusGate(page: Page) {
  await page.evaluate(startWalk);
  await page.keyboard.press("Tab");
  const steps = await page.evaluate(() => {
    const w = window as unknown as Walk;
    for (const el of w.__controls) if (!w.__reached.has(el) && el.isConnected) el.focus();
    return w.__steps;
  });
  expect(steps.length, "the page has controls to focus").toBeGreaterThan(0);
  expectIndicators(steps);
}

/** Every control reached shows a focus indicator, on screen; a miss fails softly. */
function expectIndicators(steps: Step[]) {
  const hidden = steps.filter((s) => !s.indicator || !s.onScreen).map((s) => s.label);
  expect.soft(hidden, "controls focused without a visible focus indicator").toEqual([]);
}

/** Walks `page` with Tab; `skipLink` is the skip link's name in the page's language. */
export async function tabGate(page: Page, skipLink: string) {
  const { steps, missed } = await tabWalk(page);
  expect(steps.length, "Tab reaches something").toBeGreaterThan(0);
  // A skip link is needed where controls (the navigation) come before the content; the
  // gate card and the legal notice start with their content.
  const first = steps[0];
  expect
    .soft(
      (first.name === skipLink && first.skipsToMain) || first.inMain,
      `the first Tab stop is ${first.label}, neither the skip link nor the content`,
    )
    .toBe(true);
  expectIndicators(steps);
  expect.soft(missed, "visible controls Tab never reaches").toEqual([]);
}
