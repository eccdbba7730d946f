// The access gate against the gated production build (issue 3, point 1).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  BASE_URL,
  PASSWORD,
  UNLOCK_KEY,
  holdScripts,
  hydrated,
  launch,
  openPage,
  visit,
} from "./browser.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { brand } = JSON.parse(fs.readFileSync(path.join(root, "data", "site.json"), "utf8"));

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

const card = (page) => page.getByRole("heading", { name: "Protected Area" });
const field = (page) => page.getByLabel("Password");

/**
 * Records, as the parser inserts them (before any paint), whether the gate card and
 * the gated page are displayed. CSS is inlined in <head>, so styles apply already.
 */
function recordFirstPaint() {
  window.__firstPaint = {};
  new MutationObserver((records, observer) => {
    for (const r of records)
      for (const node of r.addedNodes) {
        if (!(node instanceof Element)) continue;
        for (const key of ["data-gate-card", "data-gated-content"]) {
          if (node.hasAttribute(key) && !(key in window.__firstPaint))
            window.__firstPaint[key] = getComputedStyle(node).display;
        }
      }
    if (Object.keys(window.__firstPaint).length === 2) observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

async function unlock(page) {
  await field(page).fill(PASSWORD);
  await field(page).press("Enter");
  await page.getByRole("navigation", { name: "Main" }).waitFor();
}

test("a locked visitor sees only the Protected Area card, on every gated route", async () => {
  const { context, page, errors } = await openPage(browser, { unlocked: false });
  await context.addInitScript(recordFirstPaint);
  for (const route of ["/", "/meal-plans", "/contact", "/register", "/no-such-page"]) {
    await visit(page, route);
    await card(page).waitFor();
    const first = await page.evaluate(() => window.__firstPaint);
    assert.equal(first["data-gated-content"], "none", `${route}: page hidden from the first paint`);
    assert.notEqual(first["data-gate-card"], "none", `${route}: card shown from the first paint`);
    assert.equal(
      await page.locator("[data-gated-content]").count(),
      0,
      "page gone after hydration",
    );
    assert.equal(await page.getByRole("navigation").count(), 0);
    assert.equal(await page.getByRole("contentinfo").count(), 0);
    assert.equal(await field(page).getAttribute("type"), "password");
    await page.getByRole("button", { name: "Access Website" }).waitFor();
    assert.equal(
      await page.getByRole("link", { name: /Impressum/i }).getAttribute("href"),
      "/impressum",
    );
    await page.getByText(/educational purposes/i).waitFor();
    assert.equal(await page.getByRole("heading", { level: 1 }).count(), 1);
  }
  assert.deepEqual(
    errors.filter((e) => !e.includes("no-such-page")),
    [],
  );
  await context.close();
});

test("a wrong password (Enter submits) shows the error toast, clears the field, keeps focus", async () => {
  const { context, page } = await openPage(browser, { unlocked: false });
  await visit(page, "/");
  await field(page).fill("not the password");
  await field(page).press("Enter");
  const toast = page.getByRole("alert").filter({ hasText: "Incorrect password" });
  await toast.waitFor();
  assert.match(await toast.innerText(), /Please try again/);
  await page.waitForFunction(() => document.querySelector("#gate-password")?.value === "");
  assert.equal(await page.evaluate(() => document.activeElement?.id), "gate-password");
  await card(page).waitFor();
  assert.equal(await page.evaluate((k) => sessionStorage.getItem(k), UNLOCK_KEY), null);
  await context.close();
});

test("the right password shows the welcome toast and the page, for this tab only", async () => {
  const { context, page, errors } = await openPage(browser, { unlocked: false });
  await visit(page, "/contact");
  await unlock(page);
  const toast = page.getByRole("status").filter({ hasText: "Access granted" });
  await toast.waitFor();
  assert.match(await toast.innerText(), new RegExp(`Welcome to ${brand}`));
  assert.equal(await card(page).count(), 0);
  await page.getByRole("contentinfo").waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.id), "content");

  // A reload stays unlocked, with no flash of the gate.
  await context.addInitScript(recordFirstPaint);
  await visit(page, "/contact");
  const first = await page.evaluate(() => window.__firstPaint);
  assert.equal(first["data-gate-card"], "none", "no gate card in the first paint");
  assert.notEqual(first["data-gated-content"], "none");
  assert.equal(await card(page).count(), 0);
  await page.getByRole("navigation", { name: "Main" }).waitFor();

  // A new tab in the same browser is locked again (sessionStorage is per tab).
  const tab = await context.newPage();
  await visit(tab, "/contact");
  await card(tab).waitFor();
  assert.equal(await tab.getByRole("navigation").count(), 0);
  // So is a new browser context.
  const other = await openPage(browser, { unlocked: false });
  await visit(other.page, "/contact");
  await card(other.page).waitFor();
  await other.context.close();
  assert.deepEqual(errors, []);
  await context.close();
});

test("an unlocked visitor keeps what they typed before the scripts arrived", async () => {
  const { context, page, errors } = await openPage(browser);
  const release = await holdScripts(page);
  await page.goto(`${BASE_URL}/contact`);
  const message = page.getByLabel("Message");
  await message.fill("Typed while the page was loading");
  const heading = await page.getByRole("heading", { level: 1 }).elementHandle();
  release();
  await hydrated(page);
  assert.equal(await message.inputValue(), "Typed while the page was loading");
  assert.ok(
    await heading.evaluate((h1) => h1.isConnected),
    "the server-rendered page is hydrated, not built again",
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test("a password typed before the scripts arrived unlocks", async () => {
  const { context, page, errors } = await openPage(browser, { unlocked: false });
  const release = await holdScripts(page);
  await page.goto(`${BASE_URL}/meal-plans`);
  await field(page).fill(PASSWORD);
  release();
  await hydrated(page);
  await field(page).press("Enter");
  await page.getByRole("navigation", { name: "Main" }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test("/impressum is readable without the password", async () => {
  const { context, page } = await openPage(browser, { unlocked: false });
  const response = await visit(page, "/impressum");
  assert.equal(response.status(), 200);
  assert.equal(await card(page).count(), 0);
  assert.equal(await page.getByRole("heading", { level: 1 }).count(), 1);
  // The gate card links here and back again works.
  await visit(page, "/");
  await page.getByRole("link", { name: /Impressum/i }).click();
  await page.waitForURL(`${BASE_URL}/impressum`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  assert.equal(await card(page).count(), 0);
  await context.close();
});

test("over plain HTTP (no crypto.subtle) the pure-JS check unlocks", async () => {
  const { context, page } = await openPage(browser, { unlocked: false });
  // What a phone on http://192.168.x.x gets: no Web Crypto outside secure contexts.
  await context.addInitScript(() => {
    Object.defineProperty(Crypto.prototype, "subtle", { get: () => undefined });
  });
  await visit(page, "/");
  assert.equal(await page.evaluate(() => typeof window.crypto.subtle), "undefined");
  await field(page).fill("wrong");
  await field(page).press("Enter");
  await page.getByRole("alert").filter({ hasText: "Incorrect password" }).waitFor();
  await unlock(page);
  assert.equal(await page.evaluate((k) => sessionStorage.getItem(k), UNLOCK_KEY), "1");
  await context.close();
});

test("gated pages carry robots noindex, nofollow", async () => {
  const { context, page } = await openPage(browser);
  for (const route of ["/", "/meal-plans", "/contact", "/register", "/impressum"]) {
    await visit(page, route);
    assert.equal(
      await page.locator('meta[name="robots"]').getAttribute("content"),
      "noindex, nofollow",
      route,
    );
  }
  await context.close();
});

/** Every file of the build, recursively. */
function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

test("the built site holds no trace of the password, only its salted hash", () => {
  const needles = [PASSWORD, "hamov-preview", "DEFAULT_PASSWORD", "SITE_PASSWORD"].map((s) =>
    Buffer.from(s),
  );
  const hits = [];
  let count = 0;
  for (const file of files(path.join(root, "public"))) {
    count++;
    const bytes = fs.readFileSync(file);
    for (const needle of needles) if (bytes.includes(needle)) hits.push(`${file}: ${needle}`);
  }
  assert.ok(count > 10, "public/ holds the build");
  assert.deepEqual(hits, []);
  // The hash itself is there: a salt, a work factor, a digest.
  const app = [...files(path.join(root, "public"))].filter((f) => f.endsWith(".js"));
  assert.ok(
    app.some((f) => /iterations:2e5|iterations:200000/.test(fs.readFileSync(f, "utf8"))),
    "the gate's PBKDF2 parameters are in the bundle",
  );
});
