import type { Request } from "@playwright/test";
import { content, literal } from "../support/content";
import { expect, test, visit } from "../support/fixtures";
import {
  bar,
  blocked,
  IMPRESSUM_PATH,
  passwordField,
  recordBlocked,
  submitWrongPassword,
  WRAPPED_PATHS,
  wrongPasswordToast,
  wrongPasswordToastsLeaving,
} from "../support/shell";

/* Copy protection, toasts, the 404 page, the footer and the shared wrapper. */
const { site, ui } = content();

/** Keys blocked with Ctrl or Cmd on page content; the first four keep working in fields. */
const MOD_KEYS = ["c", "v", "x", "a", "s", "u"];
const FIELD_KEYS = ["a", "c", "x", "v"];

test("context menu, selection and the listed keys are blocked on page content", async ({
  page,
}) => {
  await page.addInitScript(recordBlocked);
  await visit(page, "/meal-plans");
  const footerText = page.getByRole("contentinfo").getByText(site.footer.education);
  await footerText.click({ button: "right" });
  await footerText.click({ clickCount: 3 });
  expect(await page.evaluate(() => String(window.getSelection()))).toBe("");
  await page.locator("body").focus();
  for (const key of MOD_KEYS) {
    await page.keyboard.press(`Control+${key}`);
    await page.keyboard.press(`Meta+${key}`);
  }
  await page.keyboard.press("F12");
  await page.keyboard.press("Control+Shift+I");
  await page.keyboard.press("Control+Shift+J");
  const result = await blocked(page);
  expect(result.contextmenu, JSON.stringify(result)).toBe(true);
  // CSS (user-select: none) stops the selection before any selectstart; the script blocks it too.
  expect(result.selectstart).not.toBe(false);
  expect(
    await footerText.evaluate((el) =>
      el.firstChild?.dispatchEvent(new Event("selectstart", { bubbles: true, cancelable: true })),
    ),
    "a selectstart on page text is cancelled",
  ).toBe(false);
  for (const key of MOD_KEYS) {
    expect(result[`Ctrl+${key}`], `Ctrl+${key}`).toBe(true);
    expect(result[`Meta+${key}`], `Cmd+${key}`).toBe(true);
  }
  expect(result.F12).toBe(true);
  expect(result["Ctrl+Shift+I"]).toBe(true);
  expect(result["Ctrl+Shift+J"]).toBe(true);
});

test.describe("a locked visitor", { tag: "@gated" }, () => {
  test.use({ unlocked: false });

  test("inside a field selecting and Ctrl/Cmd + A, C, V, X keep working", async ({ page }) => {
    await page.addInitScript(recordBlocked);
    await visit(page, "/");
    const field = passwordField(page);
    const typed = "an e-mail to paste";
    await field.fill(typed);
    await field.press("Control+a");
    expect(
      await field.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd]),
    ).toEqual([0, typed.length]);
    for (const key of ["c", "x", "v"]) await field.press(`Control+${key}`);
    await field.press("Meta+a");
    const result = await blocked(page);
    for (const key of FIELD_KEYS) expect(result[`Ctrl+${key}`], `Ctrl+${key}`).toBe(false);
    expect(result["Meta+a"]).toBe(false);
    expect(result.selectstart ?? false).toBe(false);
  });

  test("toasts: at most three at once, gone after about four seconds", async ({ page }) => {
    // How many toasts are shown, recorded by the page itself at every change: a busy machine
    // delays the test's own steps, never what the page measures. A toast loses its role as
    // it starts to leave.
    await page.addInitScript(() => {
      const w = window as unknown as { __shown: { at: number; count: number }[] };
      w.__shown = [{ at: 0, count: 0 }];
      new MutationObserver(() => {
        const count = document.querySelectorAll('[role="alert"]').length;
        if (count !== w.__shown.at(-1)?.count) w.__shown.push({ at: performance.now(), count });
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    await visit(page, "/");
    for (let i = 1; i <= 4; i++) await submitWrongPassword(page, `wrong ${i}`);
    const timeline = () =>
      page.evaluate(
        () => (window as unknown as { __shown: { at: number; count: number }[] }).__shown,
      );
    await expect
      .poll(async () => (await timeline()).slice(1).some((s) => s.count === 0), {
        message: "the toasts come and all leave by themselves",
        timeout: 30_000,
      })
      .toBe(true);
    const shown = await timeline();
    const counts = shown.map((s) => s.count);
    expect(Math.max(...counts), `toasts shown at once: ${counts}`).toBeLessThanOrEqual(3);
    // Until the first leaves, the count only grows: the first stays its four seconds (3.5 s
    // allows for its timer starting a frame after it is in the page).
    const first = shown.find((s) => s.count > 0)!;
    const firstLeaves = shown.find((s, i) => i > 0 && s.count < shown[i - 1].count)!;
    expect(firstLeaves.at - first.at, "how long the first toast stayed (ms)").toBeGreaterThan(3500);
  });

  test.describe(() => {
    test.use({ reducedMotion: "reduce" });

    test("with reduced motion a toast still stays about four seconds", async ({ page }) => {
      await visit(page, "/");
      await passwordField(page).fill("wrong");
      await passwordField(page).press("Enter");
      const toast = wrongPasswordToast(page);
      await expect(toast).toBeVisible();
      // Its timer is the progress bar's CSS animation, which the page's clock does not
      // run: the test measures the time it stays.
      const start = Date.now();
      await expect(wrongPasswordToastsLeaving(page)).toHaveCount(0, { timeout: 10_000 });
      expect(Date.now() - start, "how long the toast stayed (ms)").toBeGreaterThan(3000);
    });
  });
});

test("an unknown path answers 404 inside the shared wrapper and logs the path", async ({
  page,
}) => {
  const missing = "/no/such/page";
  const logs: string[] = [];
  page.on("console", (msg) => logs.push(msg.text()));
  const response = await visit(page, missing);
  expect(response?.status()).toBe(404);
  const title = new RegExp(
    `${literal(ui.notFound.title).source}.*${literal(ui.notFound.subtitle).source}`,
  );
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(bar(page)).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: ui.notFound.cta })).toHaveAttribute(
    "href",
    "/",
  );
  await expect
    .poll(() => logs.some((line) => line.includes(missing)), {
      message: "the missing path is logged",
    })
    .toBe(true);
});

test("the footer is on every route but /impressum, which stands outside the wrapper", async ({
  page,
}) => {
  for (const route of WRAPPED_PATHS) {
    await visit(page, route);
    const footer = page.getByRole("contentinfo");
    await expect(footer, route).toBeVisible();
    for (const link of site.footer.links)
      await expect(
        footer.getByRole("link", { name: link.name, exact: true }),
        `${route}: footer links to ${link.href}`,
      ).toHaveAttribute("href", link.href);
    for (const line of [site.footer.copyright, site.footer.delivery, site.footer.education])
      await expect(footer, route).toContainText(line);
    await expect(page.getByRole("heading", { level: 1 }), route).toHaveCount(1);
  }
  await visit(page, IMPRESSUM_PATH);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(bar(page)).toHaveCount(0);
  await expect(page).toHaveURL(IMPRESSUM_PATH);
});

test("each page loads once: it names this build's scripts, so Gatsby never reloads it", async ({
  page,
}) => {
  for (const route of ["/", "/meal-plans", "/menu", "/register"]) {
    const documents: string[] = [];
    const onRequest = (r: Request) => {
      if (r.resourceType() === "document") documents.push(r.url());
    };
    page.on("request", onRequest);
    await visit(page, route);
    // Gatsby's runtime compares the page's compilation hash with the build's and reloads a
    // stale page at once; a moment after hydration it would have asked.
    await page.waitForLoadState("networkidle");
    page.off("request", onRequest);
    expect(documents, `${route} loaded once`).toHaveLength(1);
  }
});
