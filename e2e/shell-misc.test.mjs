// Copy protection, toasts, footer, 404 and the shared wrapper (issue 3, points 4, 5, 7, 9).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { BASE_URL, launch, openPage, visit } from "./browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

/** Records whether the page blocked each of these events (a window listener runs last). */
function recordBlocked() {
  window.__blocked = [];
  for (const type of ["keydown", "contextmenu", "selectstart", "copy"]) {
    window.addEventListener(type, (e) => {
      const what =
        type === "keydown"
          ? `${e.ctrlKey ? "Ctrl+" : ""}${e.metaKey ? "Meta+" : ""}${e.shiftKey ? "Shift+" : ""}${e.key}`
          : type;
      window.__blocked.push([what, e.defaultPrevented]);
    });
  }
}
const blocked = (page) => page.evaluate(() => Object.fromEntries(window.__blocked.splice(0)));

test("context menu, selection and the listed keys are blocked on page content", async () => {
  const { context, page } = await openPage(browser);
  await context.addInitScript(recordBlocked);
  await visit(page, "/meal-plans");
  const footerText = page.getByRole("contentinfo").locator("p").last();
  await footerText.click({ button: "right" });
  await footerText.click({ clickCount: 3 });
  assert.equal(await page.evaluate(() => String(window.getSelection())), "");
  await page.locator("body").focus();
  for (const key of ["c", "v", "x", "a", "s", "u"]) {
    await page.keyboard.press(`Control+${key}`);
    await page.keyboard.press(`Meta+${key}`);
  }
  await page.keyboard.press("F12");
  await page.keyboard.press("Control+Shift+I");
  await page.keyboard.press("Control+Shift+J");
  const result = await blocked(page);
  assert.equal(result.contextmenu, true, JSON.stringify(result));
  // CSS (user-select: none) stops the selection before any selectstart; the script blocks it too.
  assert.notEqual(result.selectstart, false);
  assert.equal(
    await footerText.evaluate((el) =>
      el.firstChild.dispatchEvent(new Event("selectstart", { bubbles: true, cancelable: true })),
    ),
    false,
  );
  for (const key of ["c", "v", "x", "a", "s", "u"]) {
    assert.equal(result[`Ctrl+${key}`], true, `Ctrl+${key}`);
    assert.equal(result[`Meta+${key}`], true, `Cmd+${key}`);
  }
  assert.equal(result.F12, true);
  assert.equal(result["Ctrl+Shift+I"], true);
  assert.equal(result["Ctrl+Shift+J"], true);
  await context.close();
});

test("inside a field selecting and Ctrl/Cmd + A, C, V, X keep working", async () => {
  const { context, page } = await openPage(browser, { unlocked: false });
  await context.addInitScript(recordBlocked);
  await visit(page, "/");
  const field = page.getByLabel("Password");
  await field.fill("an e-mail to paste");
  await field.press("Control+a");
  assert.deepEqual(await field.evaluate((el) => [el.selectionStart, el.selectionEnd]), [
    0,
    "an e-mail to paste".length,
  ]);
  for (const key of ["c", "x", "v"]) await field.press(`Control+${key}`);
  await field.press("Meta+a");
  const result = await blocked(page);
  for (const key of ["a", "c", "x", "v"]) assert.equal(result[`Ctrl+${key}`], false, `Ctrl+${key}`);
  assert.equal(result["Meta+a"], false);
  assert.equal(result.selectstart ?? false, false);
  await context.close();
});

test("toasts: at most three at once, gone after about four seconds", async () => {
  const { context, page } = await openPage(browser, { unlocked: false });
  await visit(page, "/");
  const field = page.getByLabel("Password");
  const toasts = page.locator(".Toastify__toast");
  for (let i = 1; i <= 4; i++) {
    await field.fill(`wrong ${i}`);
    await field.press("Enter");
    await page.waitForFunction(() => document.querySelector("#gate-password")?.value === "");
    assert.ok((await toasts.count()) <= 3, `${await toasts.count()} toasts after ${i} tries`);
  }
  const start = Date.now();
  assert.equal(await toasts.count(), 3);
  await page.waitForFunction(
    () => document.querySelectorAll(".Toastify__toast").length === 0,
    null,
    {
      timeout: 20000,
    },
  );
  // The fourth waits for a free slot, then shows for 4 s itself: never under 4 s in all.
  assert.ok(Date.now() - start > 4000, `toasts stayed ${Date.now() - start} ms`);
  await context.close();
});

test("with reduced motion a toast still stays about four seconds", async () => {
  const { context, page } = await openPage(browser, { unlocked: false, reducedMotion: "reduce" });
  await visit(page, "/");
  const field = page.getByLabel("Password");
  await field.fill("wrong");
  await field.press("Enter");
  const toast = page.getByRole("alert").filter({ hasText: "Incorrect password" });
  await toast.waitFor();
  const start = Date.now();
  await page.waitForTimeout(2000);
  assert.equal(await toast.count(), 1, "the toast is still there after 2 s");
  await toast.waitFor({ state: "detached", timeout: 10000 });
  assert.ok(Date.now() - start > 3000, `the toast stayed ${Date.now() - start} ms`);
  await context.close();
});

test("an unknown path answers 404 inside the shared wrapper and logs the path", async () => {
  const { context, page } = await openPage(browser);
  const logs = [];
  page.on("console", (msg) => logs.push(msg.text()));
  const response = await visit(page, "/no/such/page");
  assert.equal(response.status(), 404);
  await page.getByRole("heading", { level: 1, name: /404.*Page Not Found/ }).waitFor();
  await page.getByRole("navigation", { name: "Main" }).waitFor();
  await page.getByRole("contentinfo").waitFor();
  assert.equal(
    await page.getByRole("main").getByRole("link", { name: "Back to Home" }).getAttribute("href"),
    "/",
  );
  assert.ok(
    logs.some((l) => l.includes("/no/such/page")),
    "the missing path is logged",
  );
  await context.close();
});

test("the footer is on every route but /impressum, which stands outside the wrapper", async () => {
  const { context, page } = await openPage(browser);
  for (const route of ["/", "/meal-plans", "/contact", "/register"]) {
    await visit(page, route);
    const footer = page.getByRole("contentinfo");
    await footer.waitFor();
    const hrefs = await footer
      .getByRole("link")
      .evaluateAll((els) => els.map((a) => a.getAttribute("href")));
    for (const href of ["/impressum", "/contact", "/meal-plans"])
      assert.ok(hrefs.includes(href), `${route}: footer links to ${href}`);
    const text = await footer.innerText();
    assert.match(text, /©/);
    assert.match(text, /delivered in Yerevan/i);
    assert.match(text, /educational project/i);
    assert.match(text, /master/i);
    assert.equal(await page.getByRole("heading", { level: 1 }).count(), 1, route);
  }
  await visit(page, "/impressum");
  assert.equal(await page.getByRole("contentinfo").count(), 0);
  assert.equal(await page.getByRole("navigation", { name: "Main" }).count(), 0);
  assert.equal(page.url(), `${BASE_URL}/impressum`);
  await context.close();
});
