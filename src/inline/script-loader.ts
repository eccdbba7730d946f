import { FIRST_SCREEN, SCRIPTS_NOW } from "../lib/dom-marks";

/** How long after the hero picture has loaded the scripts wait when it was not the largest paint. */
const AFTER_HERO_MS = 250;
/** The latest moment: a tab opened in the background paints nothing until it is shown. */
const AT_THE_LATEST_MS = 3000;

type Paint = PerformanceEntry & { element?: Element | null };

/**
 * Inlined into every built page in place of Gatsby's `<script src async>` tags (its
 * runtime, React and our code, about 100 KB compressed): requested while the HTML is still
 * being parsed, they would share a phone's slow link with the first screen. This requests
 * the same scripts, async and in the same order, once the first screen is painted, and
 * sends FIRST_SCREEN on window first (the full stylesheet and the pictures below the first
 * screen follow it):
 *
 * - a page whose first screen shows a high-priority picture (the heroes): when the browser
 *   reports that picture as the largest paint, or a moment after it has loaded when it is not;
 * - any other page: when the browser reports its first large paint;
 * - at once when a visitor taps a control (SCRIPTS_NOW, from the pre-paint script's tap holder);
 * - at the latest after three seconds, and at once where the browser cannot report paints.
 */
export function loadScriptsAfterFirstScreen(sources: string[]): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    dispatchEvent(new Event(FIRST_SCREEN));
    for (const src of sources) {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      document.body.appendChild(script);
    }
  };
  const soon = () => setTimeout(start, 0);

  let hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const shown = (img: HTMLImageElement) =>
    img.checkVisibility ? img.checkVisibility() : img.getClientRects().length > 0;
  if (hero && !shown(hero)) hero = null;

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Paint[]) if (!hero || entry.element === hero) soon();
    }).observe({ type: "largest-contentful-paint", buffered: true });
  } catch {
    start();
  }
  if (hero) {
    const wait = () => setTimeout(start, AFTER_HERO_MS);
    if (hero.complete) wait();
    else {
      hero.addEventListener("load", wait);
      hero.addEventListener("error", wait);
    }
  }
  addEventListener(SCRIPTS_NOW, start, { once: true });
  setTimeout(start, AT_THE_LATEST_MS);
}
