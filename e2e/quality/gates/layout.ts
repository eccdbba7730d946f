import type { Page } from "@playwright/test";
import { expect } from "../../support/fixtures";
import { WIDTHS } from "../../support/routes";

/*
 * Layout gate, at every width of WIDTHS: no horizontal scrolling (the one check of it);
 * nothing in the page hides under the fixed navigation bar at the top of the page; every
 * target at least 24x24 CSS px or spaced as WCAG 2.2 (2.5.8 Target Size, minimum) allows.
 * The dark theme changes colours and swaps the theme toggle's icon for one of the same size,
 * so no box moves; the language changes every text, so it runs per language.
 */

/** Runs in the page: every layout finding at the current viewport. */
function measure(): string[] {
  const found: string[] = [];
  const root = document.scrollingElement!;
  const viewport = root.clientWidth;
  const describe = (el: Element) => {
    const cls = typeof el.className === "string" ? el.className.split(/\s+/).filter(Boolean) : [];
    const label = (el.getAttribute("aria-label") || el.textContent || "").trim().slice(0, 30);
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${cls.length ? `.${cls.slice(0, 3).join(".")}` : ""}>${label ? ` "${label}"` : ""}`;
  };
  const visible = (el: Element) => {
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    return (
      style.visibility !== "hidden" &&
      // Visually hidden (sr-only) until focused.
      style.clipPath !== "inset(50%)" &&
      style.clip !== "rect(0px, 0px, 0px, 0px)" &&
      Number(style.opacity) > 0 &&
      rect.width > 1 &&
      rect.height > 1 &&
      !el.closest("[hidden], [inert], [aria-hidden=true]")
    );
  };

  // Horizontal scrolling, and content cut off at the viewport's sides (a fixed bar's overflow
  // adds no scrolling but hides its items). Scrollers (overflow-x) are fine.
  const inScroller = (el: Element) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
      if (getComputedStyle(p).overflowX !== "visible") return true;
    return false;
  };
  const outside = [...document.body.querySelectorAll("*")].filter((el) => {
    const r = el.getBoundingClientRect();
    return (r.right > viewport + 0.5 || r.left < -0.5) && visible(el) && !inScroller(el);
  });
  const outer = outside.filter((el) => !outside.includes(el.parentElement!)).slice(0, 5);
  if (root.scrollWidth > viewport || outer.length)
    found.push(
      `overflow: page is ${root.scrollWidth}px wide in a ${viewport}px viewport; sticking out: ${outer.map(describe).join(", ")}`,
    );

  // Nothing in <main> under the fixed bar at scroll 0 (text, images, controls).
  const header = [...document.querySelectorAll("header")].find(
    (h) => getComputedStyle(h).position === "fixed",
  );
  const main = document.querySelector("main, [role=main]");
  if (header && main && root.scrollTop === 0) {
    const bar = header.getBoundingClientRect();
    const under = (r: DOMRect) =>
      r.width > 1 && r.height > 1 && r.top < bar.bottom - 0.5 && r.bottom > bar.top;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const hidden: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !visible(node.parentElement!)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(under)) hidden.push(describe(node.parentElement!));
    }
    for (const el of main.querySelectorAll("img, svg, video, input, button, textarea, select"))
      if (visible(el) && under(el.getBoundingClientRect())) hidden.push(describe(el));
    if (hidden.length)
      found.push(`under-bar: under the fixed navigation bar: ${[...new Set(hidden)].join(", ")}`);
  }

  // Target size (WCAG 2.5.8): 24x24, or a 24px circle on the target's centre that touches no
  // other target and no other small target's circle. Links inside a sentence are exempt
  // (their size is set by the line of text).
  const controls = [
    ...document.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=tab], [role=button], [tabindex]",
    ),
  ].filter((el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && visible(el));
  const inSentence = (el: HTMLElement) => {
    if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
    const own = (el.textContent ?? "").trim();
    const block = el.parentElement!;
    return (block.textContent ?? "").replace(own, "").trim().length > 0;
  };
  type Box = { el: HTMLElement; r: DOMRect };
  const boxes: Box[] = controls.map((el) => ({ el, r: el.getBoundingClientRect() }));
  const small = boxes.filter(
    ({ el, r }) => (r.width < 23.99 || r.height < 23.99) && !inSentence(el),
  );
  const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
  const distanceToRect = (p: { x: number; y: number }, r: DOMRect) =>
    Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
  for (const target of small) {
    const c = centre(target.r);
    const clash = boxes.find(
      (other) =>
        other.el !== target.el &&
        !other.el.contains(target.el) &&
        !target.el.contains(other.el) &&
        (distanceToRect(c, other.r) < 12 ||
          (small.includes(other) &&
            Math.hypot(c.x - centre(other.r).x, c.y - centre(other.r).y) < 24)),
    );
    if (clash)
      found.push(
        `target-size: ${describe(target.el)} is ${Math.round(target.r.width)}x${Math.round(target.r.height)}px and too close to ${describe(clash.el)}`,
      );
  }
  return found;
}

/**
 * Runs in the page: resolves once the short animations running now have ended (at most two
 * seconds). A toast sliding in from the side sticks out until it has arrived; its 4-second
 * progress bar and endless animations are not waited for.
 */
function settled(): Promise<unknown> {
  const short = document
    .getAnimations()
    .filter((a) => Number(a.effect?.getComputedTiming().endTime ?? Infinity) <= 1000);
  return Promise.race([
    Promise.all(short.map((a) => a.finished.catch(() => undefined))),
    new Promise((r) => setTimeout(r, 2000)),
  ]);
}

/**
 * Measures `page` at every width, then gives it back its viewport for the checks that follow;
 * the findings fail softly, all at once.
 */
export async function layoutGate(page: Page) {
  const before = page.viewportSize();
  const found: string[] = [];
  try {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
      await page.evaluate(settled);
      for (const f of await page.evaluate(measure)) found.push(`${width}px ${f}`);
    }
  } finally {
    if (before) await page.setViewportSize(before);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
  }
  expect.soft(found, "layout findings").toEqual([]);
}
