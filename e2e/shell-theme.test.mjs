// Theme (issue 3, point 2): system default, toggle, stored choice, right at first paint.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { launch, openPage, visit } from "./browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

const isDark = (page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

/** The <html> class when the parser reaches <body>: only the pre-paint script has run. */
function recordThemeAtBody() {
  new MutationObserver((_, observer) => {
    if (!document.body) return;
    window.__darkAtBody = document.documentElement.classList.contains("dark");
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

test("with no stored choice the theme follows the system, live", async () => {
  const { context, page } = await openPage(browser, { theme: "dark" });
  await visit(page, "/");
  assert.equal(await isDark(page), true);
  await page.getByRole("button", { name: "Switch to light theme" }).waitFor();
  await page.emulateMedia({ colorScheme: "light" });
  await page.waitForFunction(() => !document.documentElement.classList.contains("dark"));
  await page.getByRole("button", { name: "Switch to dark theme" }).waitFor();
  await context.close();
});

test("light by default when the system has no preference for dark", async () => {
  const { context, page } = await openPage(browser, { theme: "light" });
  await visit(page, "/");
  assert.equal(await isDark(page), false);
  await context.close();
});

test("the toggle says what it will do, switches the theme and stores it", async () => {
  const { context, page } = await openPage(browser, { theme: "light" });
  await visit(page, "/meal-plans");
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  assert.equal(await isDark(page), true);
  assert.equal(await page.evaluate(() => localStorage.getItem("theme")), "dark");
  assert.equal(
    await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
    "rgb(2, 6, 23)",
  );
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  assert.equal(await isDark(page), false);
  assert.equal(await page.evaluate(() => localStorage.getItem("theme")), "light");
  // A stored choice wins over the system from then on.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.waitForTimeout(200);
  assert.equal(await isDark(page), false);
  await context.close();
});

test("a stored dark choice is on <html> before the first paint, before React", async () => {
  const { context, page } = await openPage(browser, { theme: "light" });
  await context.addInitScript(() => localStorage.setItem("theme", "dark"));
  await context.addInitScript(recordThemeAtBody);
  await visit(page, "/contact");
  assert.equal(await page.evaluate(() => window.__darkAtBody), true);
  assert.equal(await isDark(page), true);
  await page.getByRole("button", { name: "Switch to light theme" }).waitFor();
  await context.close();
});

test("toasts follow the theme", async () => {
  const { context, page } = await openPage(browser, { theme: "dark", unlocked: false });
  await visit(page, "/");
  await page.getByLabel("Password").fill("wrong");
  await page.getByLabel("Password").press("Enter");
  const toast = page.locator(".Toastify__toast").first();
  await toast.waitFor();
  assert.match(await toast.getAttribute("class"), /Toastify__toast-theme--dark/);
  await context.close();
});
