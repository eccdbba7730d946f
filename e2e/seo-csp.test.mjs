// Serves public/ with exactly the headers of public/_headers (e2e/static-server.mjs) and checks
// that the Content-Security-Policy blocks nothing the site needs: every route, the gate
// unlock, client-side navigation, the theme toggle and a toast (react-toastify's injected stylesheet). Runs against the gated
// build (npm test) and the launch build (npm run test:launch).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hydrated, launch, PASSWORD } from "./browser.mjs";
import { serveStatic } from "./static-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = path.join(root, "public");
const read = (file) => JSON.parse(fs.readFileSync(path.join(root, "data", file), "utf8"));
const ui = read("ui.json");
const nav = read("navigation.json");
const contact = read("contact.json");
const gated = fs.readFileSync(path.join(publicDir, "robots.txt"), "utf8").includes("Disallow: /");

let browser;
let server;
before(async () => {
  server = await serveStatic(publicDir);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** A page that records every CSP violation (event and console) and page error. */
async function cspPage({ unlocked }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    ([unlock, key]) => {
      window.__csp = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        window.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI} ${e.sample}`),
      );
      if (unlock) window.sessionStorage.setItem(key, "1");
    },
    [unlocked, "hamov-unlocked"],
  );
  const page = await context.newPage();
  const problems = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|Permissions-Policy|Refused to/i.test(msg.text()))
      problems.push(msg.text());
  });
  page.on("pageerror", (err) => problems.push(String(err)));
  const violations = async () => [...problems, ...(await page.evaluate(() => window.__csp))];
  return { context, page, violations };
}

test("responses carry the headers of _headers", async () => {
  const res = await fetch(server.url + "/");
  const csp = res.headers.get("content-security-policy");
  assert.match(csp, /script-src 'self' 'sha256-/);
  assert.doesNotMatch(csp.match(/script-src[^;]*/)[0], /unsafe/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.equal(res.headers.get("x-content-type-options"), "nosniff");
  assert.equal(res.headers.get("referrer-policy"), "strict-origin-when-cross-origin");
  assert.match(res.headers.get("permissions-policy"), /camera=\(\)/);
  assert.equal(res.headers.get("cache-control"), "no-cache");
  assert.equal(res.headers.get("x-robots-tag"), gated ? "noindex, nofollow" : null);
  const app = fs.readdirSync(publicDir).find((f) => /^app-[0-9a-f]{20}\.js$/.test(f));
  const js = await fetch(`${server.url}/${app}`);
  assert.equal(js.headers.get("cache-control"), "public, max-age=31536000, immutable");
  const data = await fetch(server.url + "/page-data/index/page-data.json");
  assert.equal(data.headers.get("cache-control"), "no-cache");
});

for (const route of ["/", "/meal-plans", "/contact", "/register", "/impressum", "/no-such-page"]) {
  test(`${route}: no CSP violation, the page renders and hydrates`, async () => {
    const { context, page, violations } = await cspPage({ unlocked: true });
    await page.goto(server.url + route, { waitUntil: "load" });
    await hydrated(page);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    // The stylesheet applied: the body has the token background, not the UA default.
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.equal(bg, "rgb(255, 255, 255)");
    assert.deepEqual(await violations(), []);
    await context.close();
  });
}

test("the visitor unlocks, navigates and switches the theme, all within the CSP", async () => {
  const { context, page, violations } = await cspPage({ unlocked: false });
  await page.goto(server.url + "/", { waitUntil: "load" });
  await hydrated(page);
  if (gated) {
    const field = page.getByLabel(ui.gate.passwordLabel);
    await field.fill(PASSWORD);
    await page.getByRole("button", { name: ui.gate.button }).click();
    await field.waitFor({ state: "detached" });
  }
  const mealPlans = nav.find((n) => n.href === "/meal-plans");
  await page.getByRole("link", { name: mealPlans.name, exact: true }).first().click();
  await page.waitForURL(server.url + "/meal-plans");
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.getByRole("button", { name: ui.themeToDark }).first().click();
  await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
  // A toast: react-toastify loads on the first notice and injects its stylesheet as a
  // <style> element, allowed by its hash; the toast then sits in a fixed container.
  await page.goto(server.url + "/contact", { waitUntil: "load" });
  await hydrated(page);
  await page.getByRole("button", { name: contact.form.submit }).click();
  const toast = page.getByRole("status").filter({ hasText: contact.form.notSentTitle });
  await toast.waitFor();
  const position = await page.evaluate(
    () => getComputedStyle(document.querySelector(".Toastify__toast-container")).position,
  );
  assert.equal(position, "fixed");
  assert.deepEqual(await violations(), []);
  await context.close();
});
