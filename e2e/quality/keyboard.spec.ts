import type { Locator, Page } from "@playwright/test";
import { fill } from "../support/content";
import { expect, PASSWORD, test } from "../support/fixtures";
import { CONTACT_MESSAGE, VISITOR } from "../support/forms";
import { openRoute, ROUTES } from "../support/routes";

/*
 * A keyboard-only visitor can operate the skip link, navigation, theme toggle, mobile menu,
 * tabs, FAQ accordion and forms. (The Tab walk of every route and state, with its focus
 * indicators, is a gate of gates.spec.ts.)
 */
const route = (name: string) => ROUTES.find((r) => r.name === name)!;
const pathEnd = (href: string) => new RegExp(`${href}$`);

/** Presses Tab until `locator` has focus, at most `max` times. */
async function tabTo(page: Page, locator: Locator, max = 80) {
  await locator.waitFor({ state: "attached" });
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await locator.evaluate((el) => el === document.activeElement)) return;
  }
  await expect(locator, `Tab reaches it within ${max} presses`).toBeFocused({ timeout: 1 });
}

// Runs in the light project only: operating controls depends neither on the theme nor on
// the language (tagged @any-theme and @any-lang).
test.describe("keyboard-only visitor", { tag: ["@any-theme", "@any-lang"] }, () => {
  test("the skip link moves focus to the main content", async ({ open, copy }) => {
    const { ui } = copy;
    const { page } = await openRoute(open, route("home"));
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: ui.skipLink });
    await expect(skip, "the skip link is the first Tab stop").toBeFocused();
    const box = await skip.boundingBox();
    expect(box?.width, "the focused skip link is shown").toBeGreaterThanOrEqual(24);
    expect(box?.height, "the focused skip link is shown").toBeGreaterThanOrEqual(24);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main"), "focus moves to the main content").toBeFocused();
  });

  test("navigation links and the call-to-action button work by Enter", async ({ open, copy }) => {
    const { ui, nav } = copy;
    const { page } = await openRoute(open, route("home"));
    const navigation = page.getByRole("navigation", { name: ui.navLabel });
    const plans = nav.find((n) => n.href === route("meal-plans").path)!;
    await tabTo(page, navigation.getByRole("link", { name: plans.name, exact: true }).first());
    await page.keyboard.press("Enter");
    await page.waitForURL(pathEnd(plans.href));
    await page.getByRole("heading", { level: 1 }).waitFor();
    await tabTo(page, navigation.getByRole("link", { name: ui.navCta }).first());
    await page.keyboard.press("Enter");
    await page.waitForURL(pathEnd(route("register").path));
  });

  test("the theme toggle switches the theme by Enter and Space", async ({ open, copy }) => {
    const { ui } = copy;
    const { page } = await openRoute(open, route("home"));
    const html = page.locator("html");
    await tabTo(page, page.getByRole("button", { name: ui.themeToDark }));
    await page.keyboard.press("Enter");
    await expect(html, "Enter switches to dark").toHaveClass(/\bdark\b/);
    await expect(
      page.getByRole("button", { name: ui.themeToLight }),
      "the toggle keeps focus and offers the way back",
    ).toBeFocused();
    await page.keyboard.press("Space");
    await expect(html, "Space switches back to light").not.toHaveClass(/\bdark\b/);
  });

  test("the mobile menu opens by Enter, is walked by Tab, closes by Escape", async ({
    open,
    copy,
  }) => {
    const { ui, nav } = copy;
    const { page } = await openRoute(open, route("home"), { width: 390 });
    const toggle = page.getByRole("button", { name: ui.menuOpen });
    const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: ui.menuClose })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await page.keyboard.press("Tab");
    await expect(menu.locator(":focus"), "Tab after the toggle enters the open menu").toHaveCount(
      1,
    );
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle, "Escape returns focus to the toggle").toBeFocused();
    // Open again and follow a link: the menu closes on navigation.
    await page.keyboard.press("Enter");
    const contactItem = nav.find((n) => n.href === route("contact").path)!;
    await tabTo(page, menu.getByRole("link", { name: contactItem.name, exact: true }));
    await page.keyboard.press("Enter");
    await page.waitForURL(pathEnd(contactItem.href));
    await expect(menu).toBeHidden();
  });

  test("tabs on /meal-plans switch with the arrow keys", async ({ open, copy }) => {
    const { mealPlans } = copy;
    const { page } = await openRoute(open, route("meal-plans"));
    const [ready, kits] = mealPlans.tabs.map((tab) => page.getByRole("tab", { name: tab.label }));
    await tabTo(page, ready);
    await expect(ready, "the first tab is selected by default").toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("ArrowRight");
    // Radix moves focus on the key press; allow its render to settle before judging.
    await expect(kits, "ArrowRight moves focus").toBeFocused({ timeout: 2000 });
    await expect(kits).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await expect(panel, "one visible tab panel").toHaveCount(1);
    await expect(panel).toHaveAttribute("aria-labelledby", (await kits.getAttribute("id"))!);
    await page.keyboard.press("ArrowLeft");
    await expect(ready).toHaveAttribute("aria-selected", "true");
  });

  test("the FAQ accordion opens and closes by Enter and Space", async ({ open, copy }) => {
    const { home, faq } = copy;
    const { page } = await openRoute(open, route("home"));
    const section = page.getByRole("region", { name: home.faq.title });
    const [first, second] = faq
      .slice(0, 2)
      .map((item) => section.getByRole("button", { name: item.question }));
    await tabTo(page, first);
    await page.keyboard.press("Enter");
    await expect(first, "Enter opens").toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await expect(first, "Enter collapses").toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Space");
    await expect(first, "Space opens").toHaveAttribute("aria-expanded", "true");
    await tabTo(page, second);
    await page.keyboard.press("Space");
    await expect(second, "Space opens the second").toHaveAttribute("aria-expanded", "true");
    await expect(first, "one item open at a time").toHaveAttribute("aria-expanded", "false");
  });

  test("forms: the gate unlocks by typing and Enter", { tag: "@gated" }, async ({ open, copy }) => {
    const { ui } = copy;
    const { page } = await openRoute(open, route("gate"));
    await tabTo(page, page.getByLabel(ui.gate.passwordLabel));
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("navigation", { name: ui.navLabel })).toBeVisible();
  });

  test("forms: registering by Tab, typing and Enter", async ({ open, copy }) => {
    const { register } = copy;
    const { page } = await openRoute(open, route("register"));
    await tabTo(page, page.getByLabel(register.nameLabel));
    await page.keyboard.type(VISITOR.name);
    await page.keyboard.press("Tab");
    await expect(
      page.getByLabel(register.emailLabel),
      "Tab from the name reaches the e-mail",
    ).toBeFocused();
    await page.keyboard.type(VISITOR.email);
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("heading", { name: fill(register.welcomeTitle, { name: VISITOR.name }) }),
    ).toBeVisible();
  });

  test("forms: the contact form is filled and sent by keyboard, keeping the text", async ({
    open,
    copy,
  }) => {
    const { contact } = copy;
    const { page } = await openRoute(open, route("contact"));
    // A visitor's own words: not the site's copy.
    const { firstName, message: question } = CONTACT_MESSAGE;
    // Exact: a label can hold another (Armenian "Անուն" is inside "Ազգանուն").
    const first = page.getByLabel(contact.form.firstName, { exact: true });
    const message = page.getByLabel(contact.form.message, { exact: true });
    await tabTo(page, first);
    await page.keyboard.type(firstName);
    await tabTo(page, message, 10);
    await page.keyboard.type(question);
    await tabTo(page, page.getByRole("button", { name: contact.form.submit }), 10);
    await page.keyboard.press("Enter");
    await expect(page.getByText(contact.form.notSentTitle)).toBeVisible();
    expect(page.url(), "sending stays on the page").toMatch(pathEnd(route("contact").path));
    await expect(first, "sending keeps the form").toHaveValue(firstName);
    await expect(message, "sending keeps the form").toHaveValue(question);
  });
});
