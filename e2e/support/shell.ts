import type { Locator, Page } from "@playwright/test";
import { content } from "./content";
import { expect, PASSWORD } from "./fixtures";

/*
 * Helpers of the shell tests (e2e/shell/): the access gate, the navigation bar, the theme,
 * toasts and copy protection. Expected texts come from data/ (support/content.ts).
 */
const { ui } = content();

declare global {
  interface Window {
    /** How the gate card and the gated page were displayed as the parser inserted them. */
    __firstPaint?: Record<string, string>;
    /** Whether <html> carried the dark class when the parser reached <body>. */
    __darkAtBody?: boolean;
    /** Events seen by a window listener (it runs last), and whether the page blocked them. */
    __blocked?: [string, boolean][];
    /** The options of every scrollIntoView call. */
    __scrolls?: (boolean | ScrollIntoViewOptions | undefined)[];
  }
}

/** The routes inside the shared wrapper, behind the gate. */
export const WRAPPED_PATHS = ["/", "/meal-plans", "/contact", "/register"];
/** The legal notice: outside the shared wrapper, readable without the password. */
export const IMPRESSUM_PATH = "/impressum";

/** The main navigation bar. */
export const bar = (page: Page) => page.getByRole("navigation", { name: ui.navLabel });
/** The gate card's heading. */
export const gateCard = (page: Page) => page.getByRole("heading", { name: ui.gate.title });
/** The gate's password field. */
export const passwordField = (page: Page) => page.getByLabel(ui.gate.passwordLabel);
/** The error toast of a wrong password. */
export const wrongPasswordToast = (page: Page) =>
  page.getByRole("alert").filter({ hasText: ui.gate.wrongTitle });
/**
 * The error toasts of wrong passwords until they have left the page: also while they slide
 * out, when they no longer count as shown to assistive technology.
 */
export const wrongPasswordToastsLeaving = (page: Page) =>
  page.getByRole("alert", { includeHidden: true }).filter({ hasText: ui.gate.wrongTitle });

/** Types the password, submits it with Enter and waits for the page. */
export async function unlock(page: Page) {
  await passwordField(page).fill(PASSWORD);
  await passwordField(page).press("Enter");
  await expect(bar(page)).toBeVisible();
}

/** Submits a wrong password with Enter and waits until the gate has cleared the field. */
export async function submitWrongPassword(page: Page, password: string) {
  await passwordField(page).fill(password);
  await passwordField(page).press("Enter");
  await expect(passwordField(page)).toHaveValue("");
}

/** The value stored under `key` in the page's sessionStorage. */
export const sessionValue = (page: Page, key: string) =>
  page.evaluate((k) => sessionStorage.getItem(k), key);
/** The value stored under `key` in the page's localStorage. */
export const localValue = (page: Page, key: string) =>
  page.evaluate((k) => localStorage.getItem(k), key);

/**
 * Init script: records, as the parser inserts them (before any paint), whether the gate card
 * and the gated page are displayed. CSS is inlined in <head>, so styles apply already.
 */
export function recordFirstPaint() {
  const first: Record<string, string> = {};
  window.__firstPaint = first;
  new MutationObserver((records, observer) => {
    for (const r of records)
      for (const node of r.addedNodes) {
        if (!(node instanceof Element)) continue;
        for (const key of ["data-gate-card", "data-gated-content"]) {
          if (node.hasAttribute(key) && !(key in first))
            first[key] = getComputedStyle(node).display;
        }
      }
    if (Object.keys(first).length === 2) observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}
export const firstPaint = (page: Page) => page.evaluate(() => window.__firstPaint ?? {});

/** Init script: the <html> class when the parser reaches <body> (only the pre-paint script ran). */
export function recordThemeAtBody() {
  new MutationObserver((_, observer) => {
    if (!document.body) return;
    window.__darkAtBody = document.documentElement.classList.contains("dark");
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/** Matches the class attribute of <html> in the dark theme. */
export const DARK = /(?:^|\s)dark(?:\s|$)/;

/** Init script: records whether the page blocked each of these events. */
export function recordBlocked() {
  const seen: [string, boolean][] = [];
  window.__blocked = seen;
  for (const type of ["keydown", "contextmenu", "selectstart", "copy"]) {
    window.addEventListener(type, (e) => {
      const what =
        e instanceof KeyboardEvent
          ? `${e.ctrlKey ? "Ctrl+" : ""}${e.metaKey ? "Meta+" : ""}${e.shiftKey ? "Shift+" : ""}${e.key}`
          : type;
      seen.push([what, e.defaultPrevented]);
    });
  }
}
/** What the page blocked since the last call: event (or key) -> blocked. */
export const blocked = (page: Page): Promise<Record<string, boolean>> =>
  page.evaluate(() => Object.fromEntries((window.__blocked ?? []).splice(0)));

/** Init script: records the options of every scrollIntoView call. */
export function recordScrolls() {
  const original = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = function (options) {
    window.__scrolls = [...(window.__scrolls ?? []), options];
    return original.call(this, options);
  };
}
export const scrolls = (page: Page) => page.evaluate(() => window.__scrolls ?? []);

/** The alpha channel of a computed CSS colour (1 unless it says otherwise). */
function alpha(color: string): number {
  const m = /rgba?\(([^)]+)\)/.exec(color);
  const parts = m ? m[1].split(/[ ,/]+/).filter(Boolean) : [];
  return parts.length === 4 ? Number(parts[3]) : 1;
}
/** The opacity of the bar's background. */
export const barAlpha = (page: Page) =>
  page
    .getByRole("banner")
    .evaluate((header) => getComputedStyle(header).backgroundColor)
    .then(alpha);

/**
 * Whether `heading` is on screen and not under the fixed bar: its top below the bar's bottom,
 * its bottom within the viewport (`whole`) or anywhere (only the top checked).
 */
export async function belowBar(page: Page, heading: Locator, whole = true): Promise<boolean> {
  const box = await heading.boundingBox();
  const header = await page.getByRole("banner").boundingBox();
  const height = await page.evaluate(() => window.innerHeight);
  if (!box || !header) return false;
  return box.y >= header.y + header.height && (!whole || box.y + box.height <= height);
}

/** The current vertical scroll position. */
export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Waits until the page has rendered two more frames (media query changes are delivered). */
export const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
