import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { validateDataDir } from "../../gatsby/content/check";
import { dateInWords } from "../../gatsby/menu/checks";
import { changedLines, changedPlaces, readData, readTexts } from "./copy";
import { mirrorOpfs } from "./opfs";
import { facts, four, labelOf, lastWeek, pictured } from "./changes";
import { strings } from "./session";

/*
 * The owner's slips, as she would make them: a price typed with a thousands separator, a
 * form left before its save went through, and a dish removed while a published week still
 * serves it. None may reach the live site.
 */

/** The editor's message in English for one thing (its strings pick a form by count). */
const one = (message: string) => /one \{\{(.*?)\}\}/.exec(message)?.[1] ?? message;

/**
 * "12,500" typed into a price is refused (the number box keeps only the digits after the
 * comma, 500, below the floor) with the editor's message under the field, and nothing is
 * written.
 */
export async function typedPriceStep(page: Page, editor: string, repo: string) {
  await page.goto(`${editor}/plans/entries/${four.slug}`);
  const price = page.getByRole("spinbutton", { name: labelOf("plans", undefined, "price") });
  await price.click();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("12,500");
  await page.getByRole("button", { name: strings.save, exact: true }).click();
  // "The value must be greater than or equal to 1000."
  const tooLow = strings.validation.range_underflow.number.split("{")[0].trim();
  await expect(page.getByText(tooLow).first()).toBeVisible();
  await mirrorOpfs(page, repo);
  expect(changedPlaces(facts, readData(repo))).toEqual([]);

  // Leaving the form drops the refused edit without a question (the editor has none, and
  // keeps no draft when it works on a local folder): the published price is shown again.
  await page.goto(`${editor}/weeks`);
  await page.goto(`${editor}/plans/entries/${four.slug}`);
  await expect(price).toHaveValue(String(four.price));
  await expect(page.getByText(strings.restore_backup_title)).toHaveCount(0);
}

/**
 * A dish that a published week serves is removed from the catalogue. The editor refuses: its
 * delete button on the dish names the weeks whose lunch or dinner would be left empty, and
 * writes nothing. Removed all the same outside the editor (a file deleted in the repository),
 * the build's check refuses the content and says, in the owner's words, which week and day
 * lost its dish. The dish is then put back.
 */
export async function removedDishStep(page: Page, editor: string, repo: string) {
  // The last week's first meal (whose dish is not the one just given a new picture).
  const { i, meal, slug } = lastWeek.days
    .flatMap((day, i) =>
      (["lunch", "dinner"] as const).map((meal) => ({ i, meal, slug: day[meal] })),
    )
    .filter((m) => m.slug !== pictured.slug)[0];
  const before = readTexts(repo);
  await page.goto(`${editor}/dishes/entries/${slug}`);
  await page.getByRole("button", { name: strings.show_editor_options }).click();
  await page.getByRole("menuitem", { name: strings.delete }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("alert")).toHaveText(one(strings.cannot_delete_referenced_entries));
  await expect(dialog.getByText(lastWeek.monday)).toBeVisible();
  await expect(dialog.getByRole("button", { name: strings.delete, exact: true })).toBeDisabled();
  await dialog.getByRole("button", { name: strings.cancel, exact: true }).click();
  await mirrorOpfs(page, repo);
  expect(changedLines(before, readTexts(repo))).toEqual([]);

  const file = path.join(repo, "data", "dishes", `${slug}.json`);
  const kept = fs.readFileSync(file);
  fs.rmSync(file);
  const problems = validateDataDir(path.join(repo, "data"), undefined, "data", undefined, {
    today: lastWeek.monday,
    warn: () => {},
  });
  expect(problems).toContainEqual(
    expect.stringMatching(
      new RegExp(
        `^data/weeks/${lastWeek.monday}\\.json: days\\[${i}\\]\\.${meal}: the \\w+ ${meal} of the week of ${dateInWords(lastWeek.monday)} is "${slug}", a dish that no longer exists`,
      ),
    ),
  );
  fs.writeFileSync(file, kept);
}
