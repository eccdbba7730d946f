import { expect, test } from "../support/fixtures";
import {
  addDays,
  dateOf,
  dishes,
  inYerevan,
  menuWords,
  mondays,
  openAt,
  weeks,
} from "../support/menu";

const words = menuWords();
const [first] = mondays;

test.describe("dish pages", () => {
  const dish = dishes().find((d) => d.slug === weeks[0].days[0].lunch)!;

  test("describe the dish, its nutrition, allergens and days, and lead on", async ({ page }) => {
    await openAt(page, inYerevan(addDays(first, 2)), `/menu/${dish.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: dish.name })).toBeVisible();
    await expect(page.getByText(dish.ingredients)).toBeVisible();
    const table = page.getByRole("table", { name: words.dish.nutritionTitle });
    await expect(table.getByRole("rowheader")).toHaveCount(6);
    await expect(page.getByRole("heading", { name: words.allergensTitle })).toBeVisible();
    await expect(page.getByRole("heading", { name: words.dish.onMenuTitle })).toBeVisible();
    await expect(page.getByText(dateOf(first), { exact: false }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: words.dish.back })).toHaveAttribute(
      "href",
      "/menu",
    );
    await expect(page.getByRole("link", { name: words.dish.register })).toHaveAttribute(
      "href",
      "/register",
    );
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const item = blocks.map((b) => JSON.parse(b)).find((b) => b["@type"] === "MenuItem");
    expect(item.name).toBe(dish.name);
    expect(item.nutrition.calories).toContain(String(dish.nutrition.kcal));
  });

  test("a kit's page states its cooking time; the dish pages and the menu, the kitchen's cross-contact", async ({
    page,
  }) => {
    const kit = dishes().find((d) => d.slug === weeks[0].kits[0])!;
    await openAt(page, inYerevan(addDays(first, 2)), `/menu/${kit.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: kit.name })).toBeVisible();
    await expect(page.getByText(kit.cookingText!, { exact: true })).toBeVisible();
    await expect(page.getByText(words.crossContactText, { exact: true })).toBeVisible();
    await openAt(page, inYerevan(addDays(first, 2)), `/menu/${dish.slug}`);
    await expect(page.getByText(words.crossContactText, { exact: true })).toBeVisible();
    // A ready dish is only reheated: it states no cooking time.
    expect(dish.cookingText).toBeUndefined();
    await openAt(page, inYerevan(addDays(first, 2)), "/menu");
    await expect(page.getByText(words.crossContactText, { exact: true })).toBeVisible();
  });

  test("exist in Armenian", async ({ page }) => {
    const hy = dishes("hy").find((d) => d.slug === dish.slug)!;
    await openAt(page, inYerevan(addDays(first, 2)), `/hy/menu/${dish.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: hy.name })).toBeVisible();
  });
});
