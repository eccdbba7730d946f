// Clean console gate: no uncaught error, no console error or warning (React hydration
// warnings included), no failed request on any route and state, in light and dark.
// The one exception is the spec's log of the missing path on the 404 page.
import { after, before } from "node:test";
import assert from "node:assert/strict";
import { launch } from "./browser.mjs";
import { gate } from "./gates.mjs";
import { matrix, NOT_FOUND_PATH, openRoute } from "./routes.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

function listen(page, route, found) {
  const isNotFound = route.path === NOT_FOUND_PATH;
  const add = (text, rule = "console") => found.push({ rule, text });
  // Gatsby's loader asks for the missing page and its page data before showing the 404 page.
  const expected404 = (url) => isNotFound && new URL(url).pathname.includes(NOT_FOUND_PATH);
  page.on("pageerror", (err) => add(`uncaught: ${err.message}`));
  page.on("console", (msg) => {
    if (!["error", "warning", "assert"].includes(msg.type())) return;
    const text = msg.text();
    const url = msg.location()?.url ?? "";
    // The spec: the 404 page logs the missing path. Chromium's own line for the 404 document.
    if (isNotFound && text.includes(NOT_FOUND_PATH)) return;
    if (text.startsWith("Failed to load resource") && url) {
      // The response listener reports the failed request itself.
      return;
    }
    add(`console.${msg.type()}: ${text}${url ? ` (${url})` : ""}`);
  });
  page.on("requestfailed", (req) => add(`request failed: ${req.url()}`));
  page.on("response", (res) => {
    if (res.status() < 400 || expected404(res.url())) return;
    const rule = new URL(res.url()).pathname === "/favicon.ico" ? "favicon" : "request";
    add(`${res.status()} ${res.url()}`, rule);
  });
}

for (const { route, theme } of matrix()) {
  gate(`console: ${route.name} (${route.path}) ${theme}`, async (_t, allow) => {
    const found = [];
    const { page, context } = await openRoute(browser, route, {
      theme,
      onPage: (p) => listen(p, route, found),
    });
    try {
      // Effects after hydration (idle callbacks, prefetching) get a moment to complain.
      await page.waitForTimeout(300);
      assert.deepEqual(
        allow(found).map((f) => f.text),
        [],
      );
    } finally {
      await context.close();
    }
  });
}
