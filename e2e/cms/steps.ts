import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { image } from "../../src/schema/fields";
import { lastWeek, newLunch, newMonday, upload } from "./changes";
import { mirrorOpfs, readData } from "./copy";
import { saved, strings } from "./session";

/*
 * Two of the owner's edits in the editor, each checked on disk once saved: a new week, and a
 * dish's picture uploaded from the owner's computer.
 */

/** Duplicates the last week into the next one and swaps its first lunch, chosen by name. */
export async function weekStep(page: Page, editor: string, repo: string) {
  await page.goto(`${editor}/weeks/entries/${lastWeek.monday}`);
  await page.getByRole("button", { name: strings.show_editor_options }).click();
  await page.getByRole("menuitem", { name: strings.duplicate }).click();
  await page.getByRole("textbox", { name: /^Monday/ }).fill(newMonday);
  await page
    .getByRole("combobox", { name: /^Lunch/ })
    .first()
    .click();
  await page.getByRole("option", { name: newLunch.name, exact: true }).click();
  await saved(page, "weeks");
  await mirrorOpfs(page, repo);
  const week = readData(repo)[`data/weeks/${newMonday}.json`];
  const [first, ...rest] = lastWeek.days;
  expect(week).toEqual({
    ...lastWeek,
    monday: newMonday,
    days: [{ ...first, lunch: newLunch.slug }, ...rest],
  });
}

/**
 * Replaces the first dish's picture with an upload: the file goes into data/images/ with a
 * name the build's image check takes, and the dish names it as the build reads it.
 */
export async function pictureStep(page: Page, editor: string, repo: string) {
  await page.goto(`${editor}/facts/entries/dishes`);
  await page.getByRole("button", { name: strings.replace_image }).first().click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: strings.upload, exact: true }).click();
  await (
    await chooser
  ).setFiles({ name: upload.name, mimeType: "image/jpeg", buffer: upload.bytes });
  // The upload, once listed (and chosen), goes into the field, then is saved with the entry.
  await expect(page.getByRole("dialog").getByText(upload.saved)).toBeVisible();
  await page.getByRole("button", { name: strings.insert, exact: true }).click();
  await expect(page.getByRole("textbox", { name: /^Image/ }).first()).toContainText(upload.saved);
  await saved(page, "facts");
  await mirrorOpfs(page, repo);
  const dishes = readData(repo)["data/dishes.json"] as { image: string }[];
  expect(dishes[0].image).toBe(`./images/${upload.saved}`);
  expect(image.safeParse(dishes[0].image).success).toBe(true);
  expect(fs.readFileSync(path.join(repo, "data", "images", upload.saved))).toEqual(upload.bytes);
}
