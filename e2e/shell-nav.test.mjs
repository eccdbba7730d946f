// Navigation bar, mobile menu, tooltips and scrolling (issue 3, points 3, 8, 10).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BASE_URL, launch, openPage, visit } from "./browser.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const nav = JSON.parse(fs.readFileSync(path.join(root, "data", "navigation.json"), "utf8"));
const SECTIONS = ["how-it-works", "pricing", "faq"];

let browser;
let hasSections = false;
before(async () => {
  browser = await launch();
  // The landing page's sections come with the landing page; until it is merged, the
  // tests that scroll to them are skipped (they never pass on placeholders).
  const { context, page } = await openPage(browser);
  await visit(page, "/");
  hasSections = await page.evaluate(
    (ids) => ids.every((id) => document.getElementById(id)),
    SECTIONS,
  );
  await context.close();
});
after(() => browser?.close());

const bar = (page) => page.getByRole("navigation", { name: "Main" });
const alpha = (color) => {
  const m = /rgba?\(([^)]+)\)/.exec(color);
  const parts = m ? m[1].split(/[ ,/]+/).filter(Boolean) : [];
  return parts.length === 4 ? Number(parts[3]) : 1;
};
const headerAlpha = (page) =>
  page
    .evaluate(() => getComputedStyle(document.querySelector("header")).backgroundColor)
    .then(alpha);

test("the bar lists the items from data, marks the current page, and leads to /register", async () => {
  const { context, page } = await openPage(browser);
  await visit(page, "/meal-plans");
  const links = bar(page).getByRole("list").first().getByRole("link");
  assert.deepEqual(
    await links.allInnerTexts(),
    nav.map((i) => i.name),
  );
  assert.deepEqual(
    await links.evaluateAll((els) => els.map((a) => a.getAttribute("href"))),
    nav.map((i) => i.href),
  );
  const current = bar(page).locator('a[aria-current="page"]:visible');
  assert.deepEqual(await current.allInnerTexts(), ["Meal Plans"]);
  await bar(page).getByRole("link", { name: "Start Your Journey" }).click();
  await page.waitForURL(`${BASE_URL}/register`);
  // No menu item is current on /register; the call to action that leads there is. The URL
  // changes before React renders the new route, so wait for the marks to follow.
  await page.waitForFunction(() => {
    const marked = [...document.querySelectorAll('header a[aria-current="page"]')].filter(
      (a) => a.offsetParent !== null,
    );
    return marked.length === 1 && marked[0].textContent.trim() === "Start Your Journey";
  });
  await context.close();
});

test("the bar is transparent at the top and opaque after more than 20 px of scroll", async () => {
  const { context, page } = await openPage(browser, { height: 500 });
  await visit(page, "/meal-plans");
  assert.equal(await headerAlpha(page), 0);
  await page.evaluate(() => window.scrollTo(0, 60));
  await page.waitForFunction(() => document.querySelector("header[data-scrolled]"));
  await page.waitForTimeout(400); // the colour transition
  assert.equal(await headerAlpha(page), 1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => !document.querySelector("header[data-scrolled]"));
  await context.close();
});

test("the mobile menu at 390 px: labelled toggle, Escape, keyboard, closes on navigation", async () => {
  const { context, page } = await openPage(browser, { width: 390, height: 844 });
  await visit(page, "/");
  assert.equal(await bar(page).getByRole("list").first().isVisible(), false);
  const toggle = page.getByRole("button", { name: "Open menu" });
  assert.equal(await toggle.getAttribute("aria-expanded"), "false");
  const menu = page.locator("#mobile-menu");
  assert.equal(await menu.isVisible(), false);

  await toggle.focus();
  await page.keyboard.press("Enter");
  const close = page.getByRole("button", { name: "Close menu" });
  assert.equal(await close.getAttribute("aria-expanded"), "true");
  assert.deepEqual(await menu.getByRole("link").allInnerTexts(), [
    ...nav.map((i) => i.name),
    "Start Your Journey",
  ]);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  assert.equal(await menu.isVisible(), false);
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute("aria-controls")),
    "mobile-menu",
    "focus returns to the toggle",
  );

  await page.getByRole("button", { name: "Open menu" }).click();
  await menu.getByRole("link", { name: "Contact" }).click();
  await page.waitForURL(`${BASE_URL}/contact`);
  assert.equal(await menu.isVisible(), false);
  assert.equal(
    await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded"),
    "false",
  );
  await context.close();
});

test("icon-only controls show their name as a tooltip on hover and keyboard focus", async () => {
  const { context, page } = await openPage(browser, { theme: "light" });
  await visit(page, "/");
  await page.getByRole("button", { name: "Switch to dark theme" }).hover();
  const tip = page.getByRole("tooltip");
  await tip.waitFor({ timeout: 3000 });
  assert.equal(await tip.innerText(), "Switch to dark theme");
  await context.close();

  // Keyboard: Tab from the top of the page to the toggle.
  const keyboard = await openPage(browser, { theme: "light" });
  await visit(keyboard.page, "/");
  const toggle = keyboard.page.getByRole("button", { name: "Switch to dark theme" });
  for (let i = 0; i < 20 && !(await toggle.evaluate((el) => el === document.activeElement)); i++)
    await keyboard.page.keyboard.press("Tab");
  const focusTip = keyboard.page.getByRole("tooltip");
  await focusTip.waitFor({ timeout: 3000 });
  assert.equal(await focusTip.innerText(), "Switch to dark theme");
  await keyboard.context.close();

  const mobile = await openPage(browser, { width: 390 });
  await visit(mobile.page, "/");
  await mobile.page.getByRole("button", { name: "Open menu" }).hover();
  await mobile.page
    .getByRole("tooltip")
    .filter({ hasText: "Open menu" })
    .waitFor({ timeout: 3000 });
  await mobile.context.close();
});

test("a new route starts at the top; Back restores the position", async () => {
  const { context, page } = await openPage(browser, { height: 500 });
  await visit(page, "/contact");
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  assert.ok(before > 100, `scrolled down (${before})`);
  await footer.getByRole("link", { name: /meal plans/i }).click();
  await page.waitForURL(`${BASE_URL}/meal-plans`);
  await page.waitForFunction(() => window.scrollY === 0);
  await page.goBack();
  await page.waitForURL(`${BASE_URL}/contact`);
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, before, { timeout: 5000 });
  await context.close();
});

test("section items from another page land on the section, below the fixed bar", async (t) => {
  if (!hasSections) return t.skip("the landing page's sections are not merged yet");
  const { context, page } = await openPage(browser);
  for (const id of SECTIONS) {
    await visit(page, "/contact");
    const item = nav.find((i) => i.href === `/#${id}`);
    await bar(page).getByRole("link", { name: item.name }).click();
    await page.waitForURL(`${BASE_URL}/#${id}`);
    await page.waitForFunction(
      (sel) => {
        // Null-safe: the page may still be changing when this first runs.
        const heading = document.querySelector(sel);
        const headerEl = document.querySelector("header");
        if (!heading || !headerEl) return false;
        const header = headerEl.getBoundingClientRect();
        const { top, bottom } = heading.getBoundingClientRect();
        return top >= header.bottom && bottom <= window.innerHeight;
      },
      `#${id} :is(h2, h1)`,
      { timeout: 5000 },
    );
  }
  await context.close();
});

for (const reducedMotion of ["no-preference", "reduce"]) {
  test(`on the landing page section items scroll there (${reducedMotion})`, async (t) => {
    if (!hasSections) return t.skip("the landing page's sections are not merged yet");
    const { context, page } = await openPage(browser, { reducedMotion });
    await context.addInitScript(() => {
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (options) {
        window.__scrolls = [...(window.__scrolls ?? []), options];
        return original.call(this, options);
      };
    });
    await visit(page, "/");
    await bar(page).getByRole("link", { name: "Pricing" }).click();
    const calls = await page.evaluate(() => window.__scrolls);
    assert.equal(calls.at(-1).behavior, reducedMotion === "reduce" ? "auto" : "smooth");
    await page.waitForFunction(() => {
      const top = document.querySelector("#pricing :is(h2, h1)").getBoundingClientRect().top;
      return top >= document.querySelector("header").getBoundingClientRect().bottom;
    });
    assert.equal(new URL(page.url()).hash, "#pricing");
    await context.close();
  });
}
