import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { image } from "../../src/schema/fields";
import { editorText } from "../../gatsby/cms/editor-format";
import {
  entriesOf,
  facts,
  labelOf,
  lastWeek,
  mondayLabel,
  newLunch,
  newMonday,
  partOf,
  pictured,
  upload,
} from "./changes";
import { changedLines, readData, readTexts } from "./copy";
import { mirrorOpfs } from "./opfs";
import { pickName, saved, strings } from "./session";

/*
 * The owner's edits in the editor, each checked on disk once saved: a new week, a dish's
 * picture uploaded from the owner's computer, a price changed on a phone. Each save writes its
 * file as gatsby/cms/editor-format.ts says the editor writes it, so it changes only what the
 * owner changed.
 */

/**
 * Duplicates the last week into the next one, its Monday chosen from a list that offers no
 * other weekday, and swaps its first lunch, chosen by name; the preview shows the week's menu.
 */
export async function weekStep(page: Page, editor: string, repo: string) {
  await page.goto(`${editor}/weeks/entries/${lastWeek.monday}`);
  await page.getByRole("button", { name: strings.show_editor_options }).click();
  await page.getByRole("menuitem", { name: strings.duplicate }).click();
  await page.getByRole("combobox", { name: labelOf("weeks", undefined, "monday") }).click();
  const choices = await page.getByRole("option").allInnerTexts();
  expect(choices).toContain(mondayLabel(newMonday));
  // A Wednesday cannot be chosen: every choice is a Monday.
  expect(choices.filter((c) => !c.trim().startsWith("Monday"))).toEqual([]);
  await page.getByRole("option", { name: mondayLabel(newMonday), exact: true }).click();
  await page
    .getByRole("combobox", { name: labelOf("weeks", undefined, "days.lunch") })
    .first()
    .click();
  // Each dish is offered with the diets it suits after its name ("Tolma · Mediterranean").
  await page.getByRole("option", { name: pickName(newLunch.name) }).click();
  // The preview shows the week as the menu page does, with the dish just chosen on its card.
  const preview = page.frameLocator(`iframe[title="${strings.content_preview}"]`);
  await expect(preview.getByRole("heading", { name: newLunch.name }).first()).toBeVisible();
  const before = readTexts(repo);
  await saved(page, "weeks");
  await mirrorOpfs(page, repo);
  const file = `data/weeks/${newMonday}.json`;
  const week = readData(repo)[file];
  const [first, ...rest] = lastWeek.days;
  expect(week).toEqual({
    ...lastWeek,
    monday: newMonday,
    days: [{ ...first, lunch: newLunch.slug }, ...rest],
  });
  const after = readTexts(repo);
  expect(changedLines(before, after)).toEqual([`${file}: added`]);
  expect(after[file]).toBe(editorText(file, week));
}

/**
 * Replaces the first dish's picture with an upload: the file goes into data/images/ with a
 * name the build's image check takes, and the dish names it as the build reads it.
 */
export async function pictureStep(page: Page, editor: string, repo: string) {
  const before = readTexts(repo);
  // At a sixth of this computer's speed, as on a slow laptop: the form's newest values then
  // reach the checks field a render after the editor asks it for its verdict, which once made
  // Save refuse the picture just inserted as missing.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  try {
    await uploadAndSave(page, editor);
  } finally {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await cdp.detach();
  }
  await mirrorOpfs(page, repo);
  const file = `data/dishes/${pictured.slug}.json`;
  const { image: named } = partOf<{ image: string }>(readData(repo), file);
  expect(named).toBe(`./images/${upload.saved}`);
  expect(image.safeParse(named).success).toBe(true);
  expect(fs.readFileSync(path.join(repo, "data", "images", upload.saved))).toEqual(upload.bytes);
  expect(changedLines(before, readTexts(repo))).toEqual([`${file}: ${JSON.stringify(named)}`]);
}

/** The first dish's picture replaced by an upload, inserted, and the dish saved. */
async function uploadAndSave(page: Page, editor: string) {
  await page.goto(`${editor}/dishes/entries/${pictured.slug}`);
  await page.getByRole("button", { name: strings.replace_image }).click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: strings.upload, exact: true }).click();
  await (
    await chooser
  ).setFiles({ name: upload.name, mimeType: "image/jpeg", buffer: upload.bytes });
  // The upload, once listed (and chosen), goes into the field, then is saved with the entry.
  await expect(page.getByRole("dialog").getByText(upload.saved)).toBeVisible();
  await page.getByRole("button", { name: strings.insert, exact: true }).click();
  await expect(
    page.getByRole("textbox", { name: labelOf("dishes", undefined, "image") }),
  ).toContainText(upload.saved);
  await saved(page, "dishes");
}

/**
 * At phone size (390 px wide), the owner opens the first plan of the editor's list, found by
 * its summary (its kind, its name and its price), and changes its price.
 */
export async function phoneStep(page: Page, editor: string, repo: string) {
  const plan = entriesOf<{ slug: string; subtitle: string; name: string }>(facts, "plans")[0];
  const before = readTexts(repo);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${editor}/plans`);
  await page.getByText(`${plan.subtitle} · ${plan.name} · `).click();
  const price = page.getByRole("spinbutton", { name: labelOf("plans", undefined, "price") });
  const value = Number(await price.inputValue()) + 500;
  await price.fill(String(value));
  await saved(page, "plans");
  await mirrorOpfs(page, repo);
  const file = `data/plans/${plan.slug}.json`;
  expect(partOf<{ price: number }>(readData(repo), file).price).toBe(value);
  expect(changedLines(before, readTexts(repo))).toEqual([`${file}: ${value}`]);
  await page.setViewportSize({ width: 1280, height: 800 });
}
