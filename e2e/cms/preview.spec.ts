import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { sourceStylesheet } from "../../gatsby/cms/stylesheet";
import { root } from "../support/content";
import { formatPrice } from "../../src/lib/format";
import { DEFAULT_LANG } from "../../src/lib/languages";
import { currency, entriesOf, facts, fileLabel, four, labelOf, newPrice, partOf } from "./changes";
import { typeset } from "../../gatsby/typography";
import { openEditor, serveEditor, strings } from "./session";

/*
 * The editor's preview of plans and dishes draws the site's own cards with the site's
 * stylesheet, in the language being edited, from what is typed, and a page's texts as the
 * page's own body (nothing is saved here, so the editor works on the repository's own data/ in
 * the browser's private file system).
 * The stylesheet is made from the source, as `npm run cms` makes it, so that the test does
 * not depend on whichever build is in public/.
 */

const PORT = Number(process.env.E2E_CMS_PORT ?? 9880) + 2;
let dir: string;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "hamov-preview-"));
  const stylesheet = path.join(dir, "site-source.css");
  fs.writeFileSync(stylesheet, await sourceStylesheet(root));
  server = await serveEditor(dir, PORT, stylesheet);
});

test.afterAll(() => {
  server?.kill();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

type Dish = { slug: string; name: string; alt: string };
const [dish, other] = entriesOf<Dish>(facts, "dishes");
const hyDish = partOf<Dish>(facts, `data/dishes/${dish.slug}.json`, "hy");
const hyWords = partOf<{ allergensLabel: string }>(facts, "data/menu-page.json", "hy");
const enUi = partOf<{ plans: { popular: string } }>(facts, "data/ui.json");
type Tab = { label: string; title: string };
const mealPlans = partOf<{ tabs: Tab[] }>(facts, "data/meal-plans.json");
const impressum = partOf<{ title: string }>(facts, "data/impressum.json");

test("the preview draws the site's plan and dish cards from what is typed", async ({ page }) => {
  const watch = await openEditor(page, PORT, root);
  const editor = `http://127.0.0.1:${PORT}/admin/#/collections`;
  const preview = page.frameLocator(`iframe[title="${strings.content_preview}"]`);

  await page.goto(`${editor}/plans/entries/${four.slug}`);
  await page
    .getByRole("spinbutton", { name: labelOf("plans", undefined, "price") })
    .fill(String(newPrice));
  await expect(preview.getByText(formatPrice(newPrice, currency, DEFAULT_LANG))).toBeVisible();
  // Drawn with the site's styles: the popular plan's badge sits on the card's edge, filled.
  const badge = preview.getByText(enUi.plans.popular, { exact: true });
  const style = await badge.evaluate((el) => {
    const { position, backgroundColor } = getComputedStyle(el);
    return { position, backgroundColor };
  });
  expect(style.position).toBe("absolute");
  expect(style.backgroundColor).not.toBe("rgba(0, 0, 0, 0)");

  // A dish's name typed in English: its card shows it; in Armenian, the card speaks Armenian.
  await page.goto(`${editor}/dishes/entries/${dish.slug}`);
  const name = page.getByRole("textbox", { name: labelOf("dishes", undefined, "name") });
  await expect(name).toHaveValue(dish.name);
  // With its picture as soon as it opens, read from data/images/ by the editor, in the preview
  // and beside the form's photo field.
  const picture = preview.getByRole("img", { name: dish.alt });
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // The photo field is drawn once it is scrolled into view.
  await page
    .getByText(labelOf("dishes", undefined, "alt"), { exact: true })
    .scrollIntoViewIfNeeded();
  const thumbnail = page.locator("img[src^='blob:']").first();
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await name.fill(other.name);
  await expect(preview.getByRole("heading", { name: other.name })).toBeVisible();
  await page.getByText("Armenian", { exact: true }).first().click();
  await expect(name).toHaveValue(hyDish.name);
  await expect(preview.getByRole("heading", { name: typeset(hyDish.name, "hy") })).toBeVisible();
  await expect(preview.getByText(hyWords.allergensLabel).first()).toBeVisible();
  // Its facts (key, picture, portion...) are written once, with the English: the Armenian
  // form has only the dish's words.
  const portion = labelOf("dishes", undefined, "portion");
  await expect(page.getByRole("spinbutton", { name: portion })).toHaveCount(0);

  // A page's texts are drawn as the page itself, with its own tabs: a tab switches its panel
  // and leaves the editor's address as it was.
  await page.goto(`${editor}/pages/entries/meal-plans`);
  const address = page.url();
  const [, kits] = mealPlans.tabs;
  await preview.getByRole("tab", { name: typeset(kits.label, DEFAULT_LANG) }).click();
  await expect(
    preview.getByRole("heading", { level: 2, name: typeset(kits.title, DEFAULT_LANG) }),
  ).toBeVisible();
  expect(page.url()).toBe(address);

  // The legal notice is drawn with its own header, but without the page's language menu and
  // theme button: a preview is in the pane's language and the editor's theme. Opened from the
  // list of pages, as the owner does (the editor draws nothing when only the address moves
  // from one page to another).
  await page.goto(`${editor}/pages`);
  await page.getByText(fileLabel("pages", "impressum"), { exact: true }).click();
  await expect(
    preview.getByRole("heading", { level: 1, name: typeset(impressum.title, DEFAULT_LANG) }),
  ).toBeVisible();
  await expect(preview.getByRole("banner").getByRole("button")).toHaveCount(0);

  expect(watch.violations).toEqual([]);
  expect(watch.elsewhere).toEqual([]);
});
