import fs from "node:fs";
import path from "node:path";
import { DEFAULT_PASSWORD, ITERATIONS } from "../../gatsby/env";
import { content, fill } from "../support/content";
import {
  expect,
  holdScripts,
  hydrated,
  PASSWORD,
  test,
  UNLOCK_KEY,
  visit,
} from "../support/fixtures";
import { NOT_FOUND_PATH } from "../support/routes";
import { buildDir } from "../support/seo";
import {
  bar,
  firstPaint,
  gateCard,
  IMPRESSUM_PATH,
  passwordField,
  recordFirstPaint,
  sessionValue,
  submitWrongPassword,
  unlock,
  WRAPPED_PATHS,
  wrongPasswordToast,
} from "../support/shell";

/*
 * The access gate against the gated production build: a visitor without the password sees
 * only the Protected Area card, from the first paint on; the password unlocks this tab.
 */
const { site, ui, contact } = content();

test.describe("a locked visitor", () => {
  test.use({ unlocked: false });

  test("sees only the Protected Area card, on every gated route", async ({ page, errors }) => {
    await page.addInitScript(recordFirstPaint);
    for (const route of [...WRAPPED_PATHS, NOT_FOUND_PATH]) {
      await visit(page, route);
      await expect(gateCard(page), route).toBeVisible();
      const first = await firstPaint(page);
      expect(first["data-gated-content"], `${route}: page hidden from the first paint`).toBe(
        "none",
      );
      expect(first["data-gate-card"], `${route}: card shown from the first paint`).not.toBe("none");
      await expect(page.locator("[data-gated-content]"), "page gone after hydration").toHaveCount(
        0,
      );
      await expect(page.getByRole("navigation")).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      await expect(passwordField(page)).toHaveAttribute("type", "password");
      await expect(page.getByRole("button", { name: ui.gate.button })).toBeVisible();
      await expect(page.getByRole("link", { name: ui.gate.impressumLink })).toHaveAttribute(
        "href",
        IMPRESSUM_PATH,
      );
      await expect(page.getByText(ui.gate.note)).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    }
    // The 404 page logs its missing path on purpose.
    expect(errors.filter((e) => !e.includes(NOT_FOUND_PATH))).toEqual([]);
  });

  test("a wrong password (Enter submits) shows the error toast, clears the field, keeps focus", async ({
    page,
  }) => {
    await visit(page, "/");
    await submitWrongPassword(page, "not the password");
    const toast = wrongPasswordToast(page);
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(ui.gate.wrongText);
    await expect(passwordField(page)).toBeFocused();
    await expect(gateCard(page)).toBeVisible();
    expect(await sessionValue(page, UNLOCK_KEY)).toBeNull();
  });

  test("the right password shows the welcome toast and the page, for this tab only", async ({
    page,
    errors,
    open,
  }) => {
    await visit(page, "/contact");
    await unlock(page);
    const toast = page.getByRole("status").filter({ hasText: ui.gate.grantedTitle });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(fill(ui.gate.grantedText, { brand: site.brand }));
    await expect(gateCard(page)).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("main"), "focus moves on to the page").toBeFocused();

    // A reload stays unlocked, with no flash of the gate.
    await page.addInitScript(recordFirstPaint);
    await visit(page, "/contact");
    const first = await firstPaint(page);
    expect(first["data-gate-card"], "no gate card in the first paint").toBe("none");
    expect(first["data-gated-content"]).not.toBe("none");
    await expect(gateCard(page)).toHaveCount(0);
    await expect(bar(page)).toBeVisible();

    // A new tab in the same browser is locked again (sessionStorage is per tab).
    const tab = await page.context().newPage();
    await visit(tab, "/contact");
    await expect(gateCard(tab)).toBeVisible();
    await expect(tab.getByRole("navigation")).toHaveCount(0);
    // So is a new browser context.
    const other = await open({ unlocked: false });
    await visit(other.page, "/contact");
    await expect(gateCard(other.page)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a password typed before the scripts arrived unlocks", async ({ page, errors }) => {
    const release = await holdScripts(page);
    // Not "load": a held script the page already asked for would hold the load event too.
    await page.goto("/meal-plans", { waitUntil: "domcontentloaded" });
    await passwordField(page).fill(PASSWORD);
    release();
    await hydrated(page);
    await passwordField(page).press("Enter");
    await expect(bar(page)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("/impressum is readable without the password", async ({ page }) => {
    const response = await visit(page, IMPRESSUM_PATH);
    expect(response?.status()).toBe(200);
    await expect(gateCard(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    // The gate card links there, and the link works.
    await visit(page, "/");
    await page.getByRole("link", { name: ui.gate.impressumLink }).click();
    await expect(page).toHaveURL(IMPRESSUM_PATH);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(gateCard(page)).toHaveCount(0);
  });

  test("over plain HTTP (no crypto.subtle) the pure-JS check unlocks", async ({ page }) => {
    // What a phone on http://192.168.x.x gets: no Web Crypto outside secure contexts.
    await page.addInitScript(() => {
      Object.defineProperty(Crypto.prototype, "subtle", { get: () => undefined });
    });
    await visit(page, "/");
    expect(await page.evaluate(() => typeof window.crypto.subtle)).toBe("undefined");
    await submitWrongPassword(page, "wrong");
    await expect(wrongPasswordToast(page)).toBeVisible();
    await unlock(page);
    expect(await sessionValue(page, UNLOCK_KEY)).toBe("1");
  });
});

test("an unlocked visitor keeps what they typed before the scripts arrived", async ({
  page,
  errors,
}) => {
  const release = await holdScripts(page);
  // Not "load": a held script the page already asked for would hold the load event too.
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  const message = page.getByLabel(contact.form.message);
  await message.fill("Typed while the page was loading");
  const heading = await page.getByRole("heading", { level: 1 }).elementHandle();
  release();
  await hydrated(page);
  await expect(message).toHaveValue("Typed while the page was loading");
  expect(
    await heading?.evaluate((h1) => h1.isConnected),
    "the server-rendered page is hydrated, not built again",
  ).toBe(true);
  expect(errors).toEqual([]);
});

test("gated pages carry robots noindex, nofollow", async ({ page }) => {
  for (const route of [...WRAPPED_PATHS, IMPRESSUM_PATH]) {
    await visit(page, route);
    await expect(page.locator('meta[name="robots"]'), route).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
  }
});

/** Every file of the build, recursively. */
function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

test("the built site holds no trace of the password, only its salted hash", () => {
  // The gated preview the server serves (playwright.config.ts).
  const build = buildDir(test.info());
  const needles = [PASSWORD, DEFAULT_PASSWORD, "DEFAULT_PASSWORD", "SITE_PASSWORD"].map((s) =>
    Buffer.from(s),
  );
  const all = [...files(build)];
  expect(all.length, `${build} holds the build`).toBeGreaterThan(10);
  const hits: string[] = [];
  for (const file of all) {
    const bytes = fs.readFileSync(file);
    for (const needle of needles) if (bytes.includes(needle)) hits.push(`${file}: ${needle}`);
  }
  expect(hits).toEqual([]);
  // The hash itself is there: a salt, a work factor, a digest. A minifier may write the work
  // factor in exponent form (200000 as 2e5).
  const factor = new RegExp(
    `iterations:(?:${ITERATIONS}|${ITERATIONS.toExponential().replace("+", "")})\\b`,
  );
  expect(
    all.some((f) => f.endsWith(".js") && factor.test(fs.readFileSync(f, "utf8"))),
    "the gate's PBKDF2 parameters are in the bundle",
  ).toBe(true);
});
