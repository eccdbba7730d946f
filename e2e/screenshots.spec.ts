import path from "node:path";
import type { Page } from "@playwright/test";
import { root } from "./support/content";
import { test, type Theme } from "./support/fixtures";
import { openRoute, ROUTES } from "./support/routes";

/*
 * `npm run screenshots` (project `screenshots` only): a full-page screenshot of every route
 * and state at 390 and 1440 px in light and dark, written to
 * screenshots/<route>-<width>-<theme>.png for reviewers. Serves the existing gated build;
 * builds nothing.
 */
const WIDTHS = [390, 1440];
const THEMES: Theme[] = ["light", "dark"];
const outDir = path.join(root, "screenshots");

/** Scrolls through the page so lazy images load, waits for them, and returns to the top. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const step = window.innerHeight;
    for (
      let y = 0;
      y < (document.scrollingElement ?? document.documentElement).scrollHeight;
      y += step
    ) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    await Promise.all(
      [...document.images].map((img) =>
        img.complete ? null : new Promise((r) => img.addEventListener("load", r, { once: true })),
      ),
    );
    window.scrollTo(0, 0);
  });
  // Let the header settle after the scroll back to the top before the picture is taken.
  await page.waitForTimeout(400);
}

for (const route of ROUTES)
  for (const width of WIDTHS)
    for (const theme of THEMES)
      test(`${route.name} at ${width} px, ${theme}`, async ({ open }) => {
        const { page } = await openRoute(open, route, { theme, width, reducedMotion: "reduce" });
        await settle(page);
        await page.screenshot({
          path: path.join(outDir, `${route.name}-${width}-${theme}.png`),
          fullPage: true,
        });
      });
