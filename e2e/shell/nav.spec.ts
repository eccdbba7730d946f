import { LANGUAGES } from "../../src/lib/languages";
import { content } from "../support/content";
import { expect, test, visit } from "../support/fixtures";
import { bar, barAlpha, belowBar, recordScrolls, scrolls, scrollY } from "../support/shell";

/* The navigation bar, the mobile menu, tooltips of icon-only controls, and scrolling. */
const { nav, ui, site } = content();

/** The bar's item with this href (data/navigation.json). */
function navItem(href: string) {
  const item = nav.find((i) => i.href === href);
  if (!item) throw new Error(`no navigation item leads to ${href}`);
  return item;
}
/** The items that lead to a section of the landing page ("/#pricing"), with its id. */
const SECTION_ITEMS = nav.flatMap((item) => {
  const id = /^\/#([\w-]+)$/.exec(item.href)?.[1];
  return id ? [{ ...item, id }] : [];
});
/** A section's heading. */
const sectionHeading = (page: import("@playwright/test").Page, id: string) =>
  page.locator(`#${id}`).getByRole("heading").first();

test("the bar lists the items from data, marks the current page, and leads to /register", async ({
  page,
}) => {
  await visit(page, "/meal-plans");
  const links = bar(page).getByRole("list").first().getByRole("link");
  await expect(links).toHaveText(nav.map((i) => i.name));
  for (const [i, item] of nav.entries())
    await expect(links.nth(i)).toHaveAttribute("href", item.href);
  const current = bar(page).locator('a[aria-current="page"]:visible');
  await expect(current).toHaveText([navItem("/meal-plans").name]);
  await bar(page).getByRole("link", { name: ui.navCta }).click();
  await expect(page).toHaveURL("/register");
  // No menu item is current on /register; the call to action that leads there is. The URL
  // changes before React renders the new route; the assertion waits for the marks to follow.
  await expect(current).toHaveText([ui.navCta]);
});

test("the bar is transparent at the top and opaque after more than 20 px of scroll", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await visit(page, "/meal-plans");
  const header = page.getByRole("banner");
  expect(await barAlpha(page)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(header).toHaveAttribute("data-scrolled");
  // After the colour transition.
  await expect.poll(() => barAlpha(page)).toBe(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveAttribute("data-scrolled");
});

test("the mobile menu at 390 px: labelled toggle, Escape, keyboard, closes on navigation", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, "/");
  await expect(bar(page).getByRole("list", { includeHidden: true }).first()).toBeHidden();
  const toggle = page.getByRole("button", { name: ui.menuOpen });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
  await expect(menu).toBeHidden();

  await toggle.focus();
  await page.keyboard.press("Enter");
  const close = page.getByRole("button", { name: ui.menuClose });
  await expect(close).toHaveAttribute("aria-expanded", "true");
  // The menu's links, its call to action, then the page in each language.
  await expect(menu.getByRole("link")).toHaveText([
    ...nav.map((i) => i.name),
    ui.navCta,
    ...LANGUAGES.map((l) => l.name),
  ]);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(toggle, "focus returns to the toggle").toBeFocused();

  await toggle.click();
  await menu.getByRole("link", { name: navItem("/contact").name }).click();
  await expect(page).toHaveURL("/contact");
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
});

test("icon-only controls show their name as a tooltip on hover and keyboard focus", async ({
  page,
  open,
}) => {
  await visit(page, "/");
  await page.getByRole("button", { name: ui.themeToDark }).hover();
  await expect(page.getByRole("tooltip")).toHaveText(ui.themeToDark, { timeout: 3000 });

  // Keyboard: Tab from the top of the page to the toggle.
  const keyboard = await open({ theme: "light" });
  await visit(keyboard.page, "/");
  const toggle = keyboard.page.getByRole("button", { name: ui.themeToDark });
  for (let i = 0; i < 20 && !(await toggle.evaluate((el) => el === document.activeElement)); i++)
    await keyboard.page.keyboard.press("Tab");
  await expect(keyboard.page.getByRole("tooltip")).toHaveText(ui.themeToDark, { timeout: 3000 });

  const mobile = await open({ width: 390 });
  await visit(mobile.page, "/");
  await mobile.page.getByRole("button", { name: ui.menuOpen }).hover();
  await expect(mobile.page.getByRole("tooltip").filter({ hasText: ui.menuOpen })).toBeVisible({
    timeout: 3000,
  });
});

test("a new route starts at the top; Back restores the position", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await visit(page, "/contact");
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  const before = await scrollY(page);
  expect(before, "scrolled down").toBeGreaterThan(100);
  const mealPlans = site.footer.links.find((link) => link.href === "/meal-plans");
  if (!mealPlans) throw new Error("the footer has no link to /meal-plans");
  await footer.getByRole("link", { name: mealPlans.name }).click();
  await expect(page).toHaveURL("/meal-plans");
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL("/contact");
  await expect
    .poll(async () => Math.abs((await scrollY(page)) - before), { timeout: 5000 })
    .toBeLessThan(5);
});

test("section items from another page land on the section, below the fixed bar", async ({
  page,
}) => {
  expect(SECTION_ITEMS.length, "the bar has section items").toBeGreaterThan(0);
  for (const item of SECTION_ITEMS) {
    await visit(page, "/contact");
    await bar(page).getByRole("link", { name: item.name }).click();
    await expect(page).toHaveURL(item.href);
    await expect
      .poll(() => belowBar(page, sectionHeading(page, item.id)), {
        message: `${item.name}: the heading is on screen, below the bar`,
        timeout: 5000,
      })
      .toBe(true);
  }
});

for (const reducedMotion of ["no-preference", "reduce"] as const) {
  test.describe(() => {
    test.use({ reducedMotion });

    test(`on the landing page section items scroll there (${reducedMotion})`, async ({ page }) => {
      await page.addInitScript(recordScrolls);
      await visit(page, "/");
      const pricing = SECTION_ITEMS.find((item) => item.id === "pricing");
      if (!pricing) throw new Error("the bar has no item for the pricing section");
      await bar(page).getByRole("link", { name: pricing.name }).click();
      const calls = await scrolls(page);
      const last = calls.at(-1);
      expect(typeof last === "object" ? last.behavior : last).toBe(
        reducedMotion === "reduce" ? "auto" : "smooth",
      );
      await expect.poll(() => belowBar(page, sectionHeading(page, pricing.id), false)).toBe(true);
      expect(new URL(page.url()).hash).toBe(`#${pricing.id}`);
    });
  });
}
