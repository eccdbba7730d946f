import { THEME_KEY } from "../../src/lib/dom-marks";
import { content } from "../support/content";
import { expect, test, visit } from "../support/fixtures";
import {
  DARK,
  localValue,
  nextFrames,
  passwordField,
  recordThemeAtBody,
  wrongPasswordToast,
} from "../support/shell";

/* The theme: the system's by default, a toggle, a stored choice, right at the first paint. */
const { ui } = content();

test.describe("with a dark system theme", () => {
  test.use({ colorScheme: "dark" });

  test("with no stored choice the theme follows the system, live", async ({ page }) => {
    await visit(page, "/");
    await expect(page.locator("html")).toHaveClass(DARK);
    await expect(page.getByRole("button", { name: ui.themeToLight })).toBeVisible();
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).not.toHaveClass(DARK);
    await expect(page.getByRole("button", { name: ui.themeToDark })).toBeVisible();
  });

  test.describe("a locked visitor", { tag: "@gated" }, () => {
    test.use({ unlocked: false });

    test("toasts follow the theme", async ({ page }) => {
      await visit(page, "/");
      await passwordField(page).fill("wrong");
      await passwordField(page).press("Enter");
      // react-toastify's class for its dark theme.
      await expect(wrongPasswordToast(page)).toHaveClass(/Toastify__toast-theme--dark/);
    });
  });
});

test.describe("with a light system theme", () => {
  test.use({ colorScheme: "light" });

  test("light by default when the system has no preference for dark", async ({ page }) => {
    await visit(page, "/");
    await expect(page.locator("html")).not.toHaveClass(DARK);
  });

  test("the toggle says what it will do, switches the theme and stores it", async ({ page }) => {
    await visit(page, "/meal-plans");
    await page.getByRole("button", { name: ui.themeToDark }).click();
    await expect(page.locator("html")).toHaveClass(DARK);
    expect(await localValue(page, THEME_KEY)).toBe("dark");
    // The dark theme's page background (slate-950 in the stylesheet).
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(2, 6, 23)");
    await page.getByRole("button", { name: ui.themeToLight }).click();
    await expect(page.locator("html")).not.toHaveClass(DARK);
    expect(await localValue(page, THEME_KEY)).toBe("light");
    // A stored choice wins over the system from then on: once the change has reached the page.
    await page.emulateMedia({ colorScheme: "dark" });
    await expect
      .poll(() => page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches))
      .toBe(true);
    await nextFrames(page);
    await expect(page.locator("html")).not.toHaveClass(DARK);
    await expect(page.getByRole("button", { name: ui.themeToDark })).toBeVisible();
  });

  test("a stored dark choice is on <html> before the first paint, before React", async ({
    page,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, "dark"), THEME_KEY);
    await page.addInitScript(recordThemeAtBody);
    await visit(page, "/contact");
    expect(await page.evaluate(() => window.__darkAtBody)).toBe(true);
    await expect(page.locator("html")).toHaveClass(DARK);
    await expect(page.getByRole("button", { name: ui.themeToLight })).toBeVisible();
  });
});
