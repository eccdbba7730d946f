import type { Page } from "@playwright/test";
import { expect } from "../../support/fixtures";

/*
 * Keyboard gate: Tab reaches the skip link first and then every visible control, each with a
 * visible focus indicator (WCAG 2.1.1, 2.4.1, 2.4.7), in the project's theme (the indicator's
 * colour is the theme's). Every language has the same controls in the same order with the
 * same focus styles, only their texts differ (their names are checked by axe in each
 * language, their wrapping by the layout gate). It moves the focus: it runs last.
 */
type Step = {
  done: boolean;
  label: string;
  name: string;
  skipsToMain: boolean;
  inMain: boolean;
  indicator: boolean;
  onScreen: boolean;
};
type Walk = { __controls: HTMLElement[]; __reached: Set<Element> };

/** Marks every visible control and moves the focus starting point to the top. */
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
  // Start from the top of the document, as a fresh visitor does: blurring alone leaves the
  // browser's focus starting point at the last clicked control (e.g. a tab).
  document.body.tabIndex = -1;
  document.body.focus();
  document.body.removeAttribute("tabindex");
}

/** The control Tab has just reached, or `done` once focus leaves the page or comes round. */
function step(): Step | { done: true } {
  const w = window as unknown as Walk;
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body || w.__reached.has(el)) return { done: true };
  w.__reached.add(el);
  const s = getComputedStyle(el);
  const outline = s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0;
  const outlineColor = !/rgba\(.*, 0\)$|transparent/.test(s.outlineColor);
  const ring = s.boxShadow !== "none";
  const r = el.getBoundingClientRect();
  const name = (el.getAttribute("aria-label") || el.textContent || "").replace(/\s+/g, " ").trim();
  const href = el.getAttribute("href");
  const label = (name || (el as HTMLInputElement).name || el.id || "").slice(0, 40);
  return {
    done: false,
    label: `<${el.tagName.toLowerCase()}> "${label}"`,
    name,
    skipsToMain: Boolean(
      href?.startsWith("#") &&
      document.getElementById(decodeURIComponent(href.slice(1)))?.matches("main, [role=main]"),
    ),
    inMain: Boolean(el.closest("main, [role=main]")),
    indicator: (outline && outlineColor) || ring,
    onScreen: r.width >= 1 && r.height >= 1 && s.clipPath !== "inset(50%)",
  };
}

/** Walks the whole page with Tab; returns what was reached and what was missed. */
async function tabWalk(page: Page) {
  await page.evaluate(startWalk);
  const steps: Step[] = [];
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press("Tab");
    const reached = await page.evaluate(step);
    if (reached.done) break;
    steps.push(reached as Step);
  }
  const missed = await page.evaluate(() => {
    const w = window as unknown as Walk;
    // A toast closes by itself after a few seconds: once it has left, it cannot be reached.
    return w.__controls
      .filter((el) => !w.__reached.has(el) && el.isConnected)
      .map(
        (el) => `<${el.tagName.toLowerCase()}> "${(el.textContent || el.id).trim().slice(0, 40)}"`,
      );
  });
  return { steps, missed };
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
  const hidden = steps.filter((s) => !s.indicator || !s.onScreen).map((s) => s.label);
  expect.soft(hidden, "controls focused without a visible focus indicator").toEqual([]);
  expect.soft(missed, "visible controls Tab never reaches").toEqual([]);
}
