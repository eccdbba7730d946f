import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { sourceStylesheet } from "../../gatsby/cms/stylesheet";
import { root } from "../support/content";
import { formatPrice } from "../../src/lib/format";
import { DEFAULT_LANG } from "../../src/lib/languages";
import { currency, facts, four, labelOf, newPrice } from "./changes";
import { typeset } from "../../gatsby/typography";
import { openEditor, serveEditor, strings } from "./session";

/*
 * The editor's preview of plans and dishes draws the site's own cards with the site's
 * stylesheet, in the language being edited, from what is typed (nothing is saved here, so
 * the editor works on the repository's own data/ in the browser's private file system).
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

const [enDishes, hyDishes] = ["en", "hy"].map(
  (l) => facts[`data/${l}/dishes.json`] as { slug: string; name: string; alt: string }[],
);
const hyWords = facts["data/hy/menu-page.json"] as { allergensLabel: string };
const enUi = facts["data/en/ui.json"] as { plans: { popular: string } };

test("the preview draws the site's plan and dish cards from what is typed", async ({ page }) => {
  const watch = await openEditor(page, PORT, root);
  const editor = `http://127.0.0.1:${PORT}/admin/#/collections`;
  const preview = page.frameLocator(`iframe[title="${strings.content_preview}"]`);

  await page.goto(`${editor}/facts/entries/plans`);
  await page
    .getByRole("spinbutton", { name: labelOf("facts", "plans", "plans.price") })
    .nth(four)
    .fill(String(newPrice));
  await expect(preview.getByText(formatPrice(newPrice, currency, DEFAULT_LANG))).toBeVisible();
  // Drawn with the site's styles: the popular plan's badge sits on the card's edge, filled.
  const badge = preview.getByText(enUi.plans.popular, { exact: true }).first();
  const style = await badge.evaluate((el) => {
    const { position, backgroundColor } = getComputedStyle(el);
    return { position, backgroundColor };
  });
  expect(style.position).toBe("absolute");
  expect(style.backgroundColor).not.toBe("rgba(0, 0, 0, 0)");

  // A dish's name typed in English: the card shows it; in Armenian, the cards speak Armenian.
  await page.goto(`${editor}/texts/entries/dishes`);
  const names = page.getByRole("textbox", { name: labelOf("texts", "dishes", "dishes.name") });
  await expect(names.first()).toHaveValue(enDishes[0].name);
  // Its slug, which joins it to its facts, is chosen from the facts' slugs, not typed again.
  const slug = labelOf("texts", "dishes", "dishes.slug");
  await expect(page.getByRole("combobox", { name: slug }).first()).toContainText(enDishes[0].slug);
  await names.first().fill(enDishes[1].name);
  await expect(preview.getByRole("heading", { name: enDishes[1].name })).toHaveCount(2);
  // With its picture, read from data/images/ by the editor.
  const picture = preview.getByRole("img", { name: enDishes[0].alt });
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await page.getByText("Armenian", { exact: true }).first().click();
  const hyName = typeset(hyDishes[0].name, "hy");
  await expect(preview.getByRole("heading", { name: hyName })).toBeVisible();
  await expect(preview.getByText(hyWords.allergensLabel).first()).toBeVisible();

  expect(watch.violations).toEqual([]);
  expect(watch.elsewhere).toEqual([]);
});
