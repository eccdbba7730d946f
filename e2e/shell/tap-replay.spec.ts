import type { Page } from "@playwright/test";
import { content } from "../support/content";
import { HYDRATED, RENDER_ALL, TAP_HELD, UNLOCKED } from "../../src/lib/dom-marks";
import { PASSWORD, expect, holdScripts, hydrated, test } from "../support/fixtures";
import { EVENTS_PATH } from "../support/recorder";
import { barAlpha } from "../support/shell";

const { faq, mealPlans, register, ui } = content();

/** Held, the control shows that its tap was taken (src/inline/tap-hold.ts). */
const HELD = TAP_HELD;

/**
 * Loads `path` with the script bundles held back, as on a slow phone: the page is painted
 * and usable, nothing is hydrated yet. Leaves a marker on window that a reload would lose,
 * and records every POST (a form sent to the static host).
 */
async function beforeScripts(page: Page, path: string) {
  const release = await holdScripts(page);
  const posts: string[] = [];
  page.on("request", (req) => {
    // Measurement's page views aside (the gated preview measures to the lead recorder).
    if (req.method() === "POST" && new URL(req.url()).pathname !== EVENTS_PATH)
      posts.push(req.url());
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await page.evaluate(() => Object.assign(window, { tapReplayMarker: true }));
  expect(await page.evaluate((mark) => document.documentElement.hasAttribute(mark), HYDRATED)).toBe(
    false,
  );
  return {
    /** Lets the scripts through, waits for hydration and checks that the page was never left. */
    async release() {
      release();
      await hydrated(page);
      expect(await page.evaluate(() => "tapReplayMarker" in window), "no reload").toBe(true);
      expect(posts, "nothing posted").toEqual([]);
    },
  };
}

for (const path of ["/", "/hy/meal-plans", "/ru/contact"]) {
  test(`${path}: the menu button answers before the scripts; React takes the open menu over`, async ({
    open,
  }) => {
    const { page, errors } = await open({ width: 390, height: 844 });
    const held = await beforeScripts(page, path);
    const toggle = page.locator('button[aria-controls="mobile-menu"]');
    const menu = page.locator("#mobile-menu");
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).not.toHaveAttribute(HELD);
    // The bar behind the menu turns opaque, as once React is in.
    await expect.poll(() => barAlpha(page)).toBe(1);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await held.release();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(errors).toEqual([]);
  });
}

test("the menu's names before the scripts are the ones React gives it", async ({ open }) => {
  const { page } = await open({ width: 390, height: 844 });
  const held = await beforeScripts(page, "/");
  await page.getByRole("button", { name: ui.menuOpen }).click();
  await expect(page.getByRole("button", { name: ui.menuClose })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await held.release();
  await expect(page.getByRole("button", { name: ui.menuClose })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
});

test("an FAQ question tapped before the scripts opens once", async ({ page, errors }) => {
  const held = await beforeScripts(page, "/");
  const question = page.getByRole("button", { name: faq[0].question });
  // A visitor scrolls down to the questions before tapping one, and that first scroll lays
  // out the parts below the first screen at their real heights (RENDER_ALL). Clicked without
  // it, the press itself is the first interaction: the layout moves under the pointer between
  // press and release, and the click lands on the section, not the question.
  await question.scrollIntoViewIfNeeded();
  await expect(page.locator("html")).toHaveAttribute(RENDER_ALL, "");
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "false");
  await held.release();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText(faq[0].answer)).toBeVisible();
  expect(errors).toEqual([]);
});

test("the kits tab on /meal-plans, tapped before the scripts, is selected once they run", async ({
  page,
  errors,
}) => {
  const held = await beforeScripts(page, "/meal-plans");
  const [first, kits] = mealPlans.tabs;
  const tab = page.getByRole("tab", { name: kits.label });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "false");
  await held.release();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: first.label })).toHaveAttribute(
    "aria-selected",
    "false",
  );
  expect(errors).toEqual([]);
});

test("the theme toggle tapped before the scripts switches the theme exactly once", async ({
  page,
  errors,
}) => {
  const held = await beforeScripts(page, "/");
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/\bdark\b/);
  const toggle = page.getByRole("button", { name: ui.themeToDark });
  await toggle.click();
  await toggle.click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await held.release();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.getByRole("button", { name: ui.themeToLight })).toBeVisible();
  expect(errors).toEqual([]);
});

test("/register sent before the scripts: no reload, nothing typed lost, registered once", async ({
  page,
  errors,
}) => {
  const held = await beforeScripts(page, "/register");
  const name = page.getByLabel(register.nameLabel);
  const email = page.getByLabel(register.emailLabel);
  await name.fill("Ani Petrosyan");
  await email.fill("ani@example.com");
  const submit = page.getByRole("button", { name: register.submit });
  await submit.click();
  await email.press("Enter");
  await expect(name).toHaveValue("Ani Petrosyan");
  await expect(email).toHaveValue("ani@example.com");
  await held.release();
  await expect(
    page.getByText(register.welcomeTitle.replace("{name}", "Ani Petrosyan")),
  ).toBeVisible();
  await expect(page.getByText(register.successTitle)).toHaveCount(1);
  expect(errors).toEqual([]);
});

test.describe("a locked visitor", { tag: "@gated" }, () => {
  test.use({ unlocked: false });

  test("the gate's password sent before the scripts unlocks the site once they run", async ({
    page,
    errors,
  }) => {
    const held = await beforeScripts(page, "/");
    const field = page.getByLabel(ui.gate.passwordLabel);
    await field.fill(PASSWORD);
    await page.getByRole("button", { name: ui.gate.button }).click();
    await expect(field).toHaveValue(PASSWORD);
    await held.release();
    await expect(page.locator("html")).toHaveAttribute(UNLOCKED, "");
    await expect(page.getByText(ui.gate.grantedTitle)).toHaveCount(1);
    await expect(page.getByText(ui.gate.wrongTitle)).toHaveCount(0);
    await expect(page.getByLabel(ui.gate.passwordLabel)).toBeHidden();
    expect(errors).toEqual([]);
  });
});
