import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { NOT_FOUND_PATH, openRoute, ROUTES, type Route } from "../support/routes";

/*
 * Clean console gate: no uncaught error, no console error or warning (React hydration
 * warnings included), no failed request on any route and state, in the project's theme.
 * The one exception: the 404 page logs the missing path, by design.
 */

/** Everything the page complains about, as text. */
function listen(page: Page, route: Route, found: string[]) {
  const isNotFound = route.path === NOT_FOUND_PATH;
  // Gatsby's loader asks for the missing page and its page data before showing the 404 page.
  const expected404 = (url: string) => isNotFound && new URL(url).pathname.includes(NOT_FOUND_PATH);
  page.on("pageerror", (err) => found.push(`uncaught: ${err.message}`));
  page.on("console", (msg) => {
    if (!["error", "warning", "assert"].includes(msg.type())) return;
    const text = msg.text();
    const url = msg.location()?.url ?? "";
    // The 404 page logs the missing path; Chromium logs the 404 document itself.
    if (isNotFound && text.includes(NOT_FOUND_PATH)) return;
    // Chromium's line for a failed request: the response listener reports the request itself.
    if (text.startsWith("Failed to load resource") && url) return;
    found.push(`console.${msg.type()}: ${text}${url ? ` (${url})` : ""}`);
  });
  page.on("requestfailed", (req) => found.push(`request failed: ${req.url()}`));
  page.on("response", (res) => {
    if (res.status() >= 400 && !expected404(res.url())) found.push(`${res.status()} ${res.url()}`);
  });
}

test.describe("the console stays clean", () => {
  for (const route of ROUTES)
    test(`${route.name} (${route.path})`, async ({ open }) => {
      const found: string[] = [];
      const { page } = await openRoute(open, route, { onPage: (p) => listen(p, route, found) });
      // Effects after hydration (idle callbacks, prefetching) get a moment to complain.
      await page.waitForTimeout(300);
      expect(found).toEqual([]);
    });
});
