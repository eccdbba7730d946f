import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { image } from "../../src/schema/fields";
import { labelOf, lastWeek, mondayLabel, newLunch, newMonday, upload } from "./changes";
import { mirrorOpfs, readData } from "./copy";
import { saved, strings } from "./session";

/*
 * Two of the owner's edits in the editor, each checked on disk once saved: a new week, and a
 * dish's picture uploaded from the owner's computer.
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
  await page.getByRole("option", { name: newLunch.name, exact: true }).click();
  // The preview shows the week as the menu page does, with the dish just chosen on its card.
  const preview = page.frameLocator(`iframe[title="${strings.content_preview}"]`);
  await expect(preview.getByRole("heading", { name: newLunch.name }).first()).toBeVisible();
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
  await expect(
    page.getByRole("textbox", { name: labelOf("facts", "dishes", "dishes.image") }).first(),
  ).toContainText(upload.saved);
  await saved(page, "facts");
  await mirrorOpfs(page, repo);
  const dishes = readData(repo)["data/dishes.json"] as { image: string }[];
  expect(dishes[0].image).toBe(`./images/${upload.saved}`);
  expect(image.safeParse(dishes[0].image).success).toBe(true);
  expect(fs.readFileSync(path.join(repo, "data", "images", upload.saved))).toEqual(upload.bytes);
}

/** At phone size (390 px wide), the owner changes another plan's price and saves it. */
export async function phoneStep(page: Page, editor: string, repo: string, index: number) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${editor}/facts/entries/plans`);
  const price = page
    .getByRole("spinbutton", { name: labelOf("facts", "plans", "plans.price") })
    .nth(index);
  const value = Number(await price.inputValue()) + 500;
  await price.fill(String(value));
  await saved(page, "facts");
  await mirrorOpfs(page, repo);
  const plans = readData(repo)["data/plans.json"] as { price: number }[];
  expect(plans[index].price).toBe(value);
  await page.setViewportSize({ width: 1280, height: 800 });
}
