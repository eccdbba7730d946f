import type { Page, Request } from "@playwright/test";
import { expect } from "../../support/fixtures";
import { recordViolations } from "../../support/seo";
import { NOT_FOUND_PATH, type Route } from "../../support/routes";

/*
 * Clean console gate: no uncaught error, no console error or warning (React hydration
 * warnings included), no Content-Security-Policy violation, no failed request while the
 * route loads and reaches its state, in the project's theme and language. The one exception:
 * the 404 page logs the missing path, by design.
 */

/** Everything the page complains about, as text; `pending` holds its requests under way. */
function listen(page: Page, route: Route, found: string[], pending: Set<Request>) {
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
  page.on("request", (req) => pending.add(req));
  page.on("requestfinished", (req) => pending.delete(req));
  page.on("requestfailed", (req) => {
    pending.delete(req);
    found.push(`request failed: ${req.url()}`);
  });
  page.on("response", (res) => {
    if (res.status() >= 400 && !expected404(res.url())) found.push(`${res.status()} ${res.url()}`);
  });
}

/** How long after hydration the page may still complain (its clock's time, not waited for). */
const SETTLE_MS = 2000;

export type ConsoleRecord = {
  found: string[];
  pending: Set<Request>;
  violations: () => Promise<string[]>;
};

/**
 * Starts listening to `page` before it loads (openRoute's `onPage`, ahead of its clock):
 * from the first request on.
 */
export async function listenToConsole(page: Page, route: Route): Promise<ConsoleRecord> {
  const found: string[] = [];
  const pending = new Set<Request>();
  listen(page, route, found, pending);
  return { found, pending, violations: await recordViolations(page) };
}

/**
 * What runs after hydration (idle callbacks, timers, the prefetching they start) gets its
 * chance to complain: its time is run out on the page's clock, its requests end. Then
 * nothing may have been recorded; a finding fails softly.
 */
export async function consoleGate(page: Page, { found, pending, violations }: ConsoleRecord) {
  await page.clock.runFor(SETTLE_MS);
  await expect.poll(() => pending.size, { message: "requests still under way" }).toBe(0);
  expect.soft([...found], "the console and the network stay clean").toEqual([]);
  expect.soft(await violations(), "Content-Security-Policy violations").toEqual([]);
}
