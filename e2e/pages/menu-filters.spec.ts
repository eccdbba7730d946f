import type { Page } from "@playwright/test";
import { content } from "../support/content";
import { expect, holdScripts, hydrated, test } from "../support/fixtures";
import {
  addDays,
  dishes,
  dishesLeft,
  inYerevan,
  menuWords,
  mondays,
  panelFrom,
} from "../support/menu";
import { fill } from "../../src/lib/format";
import { DIETS } from "../../src/menu/schema/index";

const words = menuWords() as ReturnType<typeof menuWords> & {
  filters: Record<string, string>;
  diets: { slug: string; name: string }[];
  allergens: { slug: string; name: string }[];
  kinds: { slug: string; name: string }[];
};
const panel = panelFrom(0);
const left = (search: string, dishes = panel) => dishesLeft(search, dishes);
const nameOf = (list: { slug: string; name: string }[], slug: string) =>
  list.find((w) => w.slug === slug)!.name;

async function open(page: Page, path = "/menu") {
  await page.clock.setFixedTime(inYerevan(addDays(mondays[0], 2)));
  await page.goto(path, { waitUntil: "load" });
  await hydrated(page);
}
const filters = (page: Page) => page.getByRole("form", { name: words.filters.title });
/** The options fold away under the form's heading until the address has filters. */
const unfold = (page: Page) =>
  filters(page).getByRole("heading", { name: words.filters.title }).click();
const box = (page: Page, label: string) =>
  filters(page).getByRole("checkbox", { name: new RegExp(`^${label} \\(\\d+\\)$`) });
const status = (page: Page, search: string, dishes = panel) =>
  filters(page)
    .getByRole("status")
    .filter({
      hasText: fill(words.filters.count, {
        count: String(left(search, dishes).length),
        total: String(dishes.length),
      }),
    });
const dishLink = (page: Page, slug: string) =>
  page.getByRole("link", { name: dishes().find((d) => d.slug === slug)!.name });

test.describe("/menu filters", () => {
  const vegetarian = nameOf(words.diets, "vegetarian");
  const milk = nameOf(words.allergens, "milk");
  const kit = nameOf(words.kinds, "kit");

  test("each option shows what it leaves, and a tap filters and writes the address", async ({
    page,
  }) => {
    await open(page);
    await expect(status(page, "")).toBeVisible();
    await unfold(page);
    await expect(box(page, vegetarian)).toHaveAccessibleName(
      `${vegetarian} (${left("?diet=vegetarian").length})`,
    );
    await box(page, vegetarian).check();
    await expect(page).toHaveURL(/\/menu\?diet=vegetarian$/);
    await expect(status(page, "?diet=vegetarian")).toBeVisible();
    const meat = panel.find((d) => !d.diets.includes("vegetarian"))!;
    await expect(dishLink(page, meat.slug).first()).toBeHidden();

    await box(page, milk).check();
    await expect(page).toHaveURL(/\/menu\?diet=vegetarian&without=milk$/);
    await expect(status(page, "?diet=vegetarian&without=milk")).toBeVisible();

    await box(page, kit).check();
    const search = "?diet=vegetarian&without=milk&kind=kit";
    await expect(page).toHaveURL(new RegExp(`/menu\\${search}$`));
    await expect(status(page, search)).toBeVisible();

    await page.reload();
    await hydrated(page);
    await expect(box(page, vegetarian)).toBeChecked();
    await expect(box(page, milk)).toBeChecked();
    await expect(status(page, search)).toBeVisible();
  });

  test("an address with a mark's former id (gluten-free) chooses the mark as now named", async ({
    page,
  }) => {
    await open(page, "/menu?diet=gluten-free");
    await expect(box(page, nameOf(words.diets, "no-gluten"))).toBeChecked();
    await expect(status(page, "?diet=no-gluten")).toBeVisible();
  });

  test("an empty result says so and offers to clear", async ({ page }) => {
    const empty = DIETS.map((d) => `diet=${d}`).join("&");
    expect(left(`?${empty}`)).toHaveLength(0);
    await open(page, `/menu?${empty}`);
    await expect(page.getByText(words.filters.empty)).toBeVisible();
    await page.getByRole("button", { name: words.filters.clear }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(status(page, "")).toBeVisible();
  });

  test("survive Back from a dish page and the language switch", async ({ page }) => {
    await open(page, "/menu?without=milk");
    await expect(box(page, milk)).toBeChecked();
    const kept = left("?without=milk")[0];
    await dishLink(page, kept.slug).first().click();
    await expect(page).toHaveURL(new RegExp(`/menu/${kept.slug}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/menu\?without=milk$/);
    await hydrated(page);
    await expect(box(page, milk)).toBeChecked();

    const en = content("en");
    await page.getByRole("button", { name: new RegExp(en.ui.languageLabel) }).click();
    await page
      .getByRole("group", { name: en.ui.languageLabel })
      .getByRole("link", { name: "Русский" })
      .click();
    await expect(page).toHaveURL(/\/ru\/menu\?without=milk$/);
    await hydrated(page);
    const ru = menuWords("ru") as typeof words;
    await expect(
      page.getByRole("checkbox", { name: new RegExp(`^${nameOf(ru.allergens, "milk")} \\(`) }),
    ).toBeChecked();
  });

  test("take effect before the scripts arrive", async ({ page }) => {
    const release = await holdScripts(page);
    await page.clock.setFixedTime(inYerevan(addDays(mondays[0], 2)));
    await page.goto("/menu?without=milk", { waitUntil: "domcontentloaded" });
    await expect(box(page, milk)).toBeChecked();
    const withMilk = panel.find((d) => d.allergens.includes("milk"))!;
    await expect(dishLink(page, withMilk.slug).first()).toBeHidden();
    release();
  });

  test("count the visitor's week with the address's filters before the scripts arrive", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    // A date in the next week, on HTML built in the first: the counts are the next week's.
    await page.clock.setFixedTime(inYerevan(addDays(mondays[1], 1)));
    await page.goto("/menu?without=milk", { waitUntil: "domcontentloaded" });
    const next = panelFrom(1);
    await expect(status(page, "?without=milk", next)).toBeVisible();
    await expect(box(page, vegetarian)).toHaveAccessibleName(
      `${vegetarian} (${left("?without=milk&diet=vegetarian", next).length})`,
    );
    release();
    await hydrated(page);
    await expect(status(page, "?without=milk", next)).toBeVisible();
    await expect(box(page, kit)).toHaveAccessibleName(
      `${kit} (${left("?without=milk&kind=kit", next).length})`,
    );
  });
});
