import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { root } from "../support/content";
import { CHECKS, inLanguage } from "../../gatsby/cms/config";
import { dietCoverageProblems } from "../../gatsby/menu/diet-coverage";
import type { Week } from "../../src/menu/schema/index";
import { newKey } from "../../gatsby/cms/checks/verdict";
import { changedLines, copyRepository, readData, readTexts } from "./copy";
import { mirrorOpfs } from "./opfs";
import { entriesOf, facts, labelOf, lastWeek, partOf } from "./changes";
import { openEditor, pickName, russian, saved, serveEditor, strings } from "./session";
import { writtenDate } from "../../gatsby/cms/check-messages";
import { marksByName } from "../../gatsby/cms/checks/pick-marks";

/*
 * The build's checks in the editor, before saving: the owner's slips are refused at Save with
 * the site's reasons in her words, and nothing is written; a new dish is keyed after its name
 * and, once saved, is offered in a week, whose preview draws it with its picture.
 */

const PORT = Number(process.env.E2E_CMS_PORT ?? 9880) + 3;
let repo: string;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  repo = copyRepository(root);
  server = await serveEditor(path.join(repo, "public-admin"), PORT);
});

test.afterAll(() => {
  server?.kill();
  if (repo) fs.rmSync(repo, { recursive: true, force: true });
});

type Dish = {
  slug: string;
  name: string;
  kind: string;
  nutrition: { protein: number; kcal: number };
  image: string;
  alt: string;
};
const dishes = entriesOf<Dish>(facts, "dishes");
const words = inLanguage(CHECKS.words, "en") as unknown as Record<string, string>;
const thresholds = partOf<{ thresholds: unknown }>(facts, "data/menu-page.json").thresholds;
const weekFile = `data/weeks/${lastWeek.monday}.json`;

/** A dinner of the last week that, swapped for another ready dish, leaves a promised diet out. */
function dietSlip() {
  for (const [i, day] of lastWeek.days.entries())
    for (const other of dishes.filter((d) => d.kind === "ready")) {
      if ([day.dinner, ...day.dinnerAlternatives].includes(other.slug)) continue;
      const days = lastWeek.days.map((d, j) => (j === i ? { ...d, dinner: other.slug } : d));
      const week: Week = { ...lastWeek, days };
      const found = dietCoverageProblems([{ where: weekFile, value: week }], dishes, thresholds);
      if (found.length) return { i, other };
    }
  throw new Error("no dinner of the last week can lose a diet");
}

async function refused(page: Page, reason: RegExp) {
  await page.getByRole("button", { name: strings.save, exact: true }).click();
  const checks = page.locator("[data-content-checks]").first();
  await expect(checks.getByText(words.refused)).toBeVisible();
  await expect(checks).toContainText(reason);
  // Still in the form: nothing was saved.
  await expect(page).toHaveURL(/\/entries\//);
}

test("the owner's slips are refused before saving, with the site's reasons", async ({ page }) => {
  test.setTimeout(480_000);
  const editor = `http://127.0.0.1:${PORT}/admin/#/collections`;
  await openEditor(page, PORT, repo);
  const before = readTexts(repo);

  // A negative figure: the editor's own floor, and the site's energy check, refuse it.
  const dish = dishes[0];
  await page.goto(`${editor}/dishes/entries/${dish.slug}`);
  await expect(page.locator("[data-content-checks]").first()).toBeVisible();
  // The editor draws a form's fields as they come into view.
  await page
    .getByText(labelOf("dishes", undefined, "nutrition"))
    .first()
    .scrollIntoViewIfNeeded();
  const protein = page.getByRole("spinbutton", {
    name: labelOf("dishes", undefined, "nutrition.protein"),
  });
  await protein.fill("-5");
  await page.getByRole("button", { name: strings.save, exact: true }).click();
  await expect(page).toHaveURL(/\/entries\//);
  // The minus is kept, and the box says plainly that the figure is below its floor of 0.
  await expect(protein).toHaveValue("-5");
  const floor = (strings.validation.range_underflow.number as string).replace("{$min}", "0");
  await expect(page.getByText(floor).first()).toBeVisible();
  // Protein worth half the dish's energy again: far from its calories (the build allows 15%).
  await protein.fill(String(dish.nutrition.protein + Math.ceil(dish.nutrition.kcal / 8)));
  await refused(page, /Nutrition per portion › Calories/);

  // A week whose dinner no longer serves every promised diet.
  const { i, other } = dietSlip();
  await page.goto(`${editor}/weeks/entries/${lastWeek.monday}`);
  await page
    .getByRole("combobox", { name: labelOf("weeks", undefined, "days.dinner") })
    .nth(i)
    .click();
  // Each dish is offered with the diets it suits, as the site marks it.
  const marks = marksByName(readTexts(repo), "en").get(other.name);
  const option = page.getByRole("option", { name: pickName(other.name) }).first();
  if (marks) await expect(option).toHaveAccessibleName(`${other.name} · ${marks}`);
  await option.click();
  await refused(page, /has no dish for/);

  // A promo code's last day is picked in a calendar, never typed as 31.05.2027.
  await page.goto(`${editor}/pages/entries/first-delivery`);
  // The form draws its fields as they scroll into view; the codes are at its end.
  const day = page.getByLabel(labelOf("pages", "first-delivery", "codes.validUntil")).first();
  await page.mouse.move(300, 500);
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(day).toHaveAttribute("type", "date", { timeout: 1000 });
  }).toPass();

  await mirrorOpfs(page, repo);
  expect(changedLines(before, readTexts(repo))).toEqual([]);
});

test("a new dish is keyed after its name, offered in a week and previewed with its picture", async ({
  page,
}) => {
  test.setTimeout(480_000);
  const editor = `http://127.0.0.1:${PORT}/admin/#/collections`;
  await openEditor(page, PORT, repo);
  const original = dishes.find((d) => d.kind === "ready")!;
  const key = newKey(original.name, "dishes", readTexts(repo));

  // A copy of a dish, saved as it is: its key is its name's, made unique.
  await page.goto(`${editor}/dishes/entries/${original.slug}`);
  await page.getByRole("button", { name: strings.show_editor_options }).click();
  await page.getByRole("menuitem", { name: strings.duplicate }).click();
  await saved(page, "dishes");
  await mirrorOpfs(page, repo);
  const file = `data/dishes/${key}.json`;
  expect(partOf<Dish>(readData(repo), file).slug).toBe(key);

  // Renamed, it keeps its key (and any week naming it keeps pointing at it).
  const name = `${original.name} with herbs`;
  await page.goto(`${editor}/dishes/entries/${key}`);
  await page
    .getByRole("textbox", { name: labelOf("dishes", undefined, "name") })
    .first()
    .fill(name);
  await saved(page, "dishes");
  await mirrorOpfs(page, repo);
  expect(partOf<Dish>(readData(repo), file)).toMatchObject({ slug: key, name });

  // Offered in a week at once, and drawn by the week's preview with its picture.
  await page.goto(`${editor}/weeks/entries/${lastWeek.monday}`);
  await page
    .getByRole("combobox", { name: labelOf("weeks", undefined, "days.lunch") })
    .first()
    .click();
  await page
    .getByRole("option", { name: pickName(name) })
    .first()
    .click();
  const preview = page.frameLocator(`iframe[title="${strings.content_preview}"]`);
  await expect(preview.getByRole("heading", { name }).first()).toBeVisible();
  const picture = preview.getByRole("img", { name: original.alt }).first();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

test("in Russian, weeks are listed by their Mondays written out and the checks speak Russian", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ locale: "ru-RU" });
  const page = await context.newPage();
  const editor = `http://127.0.0.1:${PORT}/admin/#/collections`;
  await openEditor(page, PORT, repo, russian);
  await page.goto(`${editor}/weeks`);
  // Each week by its Monday written out, as the week's form offers it.
  const monday = `Понедельник, ${writtenDate(lastWeek.monday, "ru")}`;
  await expect(page.getByRole("gridcell", { name: monday, exact: true })).toBeVisible();

  const dish = dishes[0];
  await page.goto(`${editor}/dishes/entries/${dish.slug}`);
  await page
    .getByText(labelOf("dishes", undefined, "nutrition", "ru"))
    .first()
    .scrollIntoViewIfNeeded();
  await page
    .getByRole("spinbutton", { name: labelOf("dishes", undefined, "nutrition.protein", "ru") })
    .fill(String(dish.nutrition.protein + Math.ceil(dish.nutrition.kcal / 8)));
  await page.getByRole("button", { name: russian.save, exact: true }).click();
  const checks = page.locator("[data-content-checks]").first();
  const ru = inLanguage(CHECKS.words, "ru") as unknown as Record<string, string>;
  await expect(checks.getByText(ru.refused)).toBeVisible();
  await expect(checks).toContainText(/ккал, а 4 × белки \+ 4 × углеводы \+ 9 × жиры дают/);
  await context.close();
});
