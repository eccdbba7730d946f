import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { validateDataDir } from "../../gatsby/validate-data";
import { dateInWords } from "../../gatsby/menu-checks";
import { changedPlaces, mirrorOpfs, readData } from "./copy";
import { facts, labelOf, lastWeek } from "./changes";
import { saved, strings } from "./session";

/*
 * The owner's slips, as she would make them: a price typed with a thousands separator, a
 * form left before its save went through, and a dish removed while a published week still
 * serves it. None may reach the live site.
 */

/**
 * "12,500" typed into a price is refused (the number box keeps only the digits after the
 * comma, 500, below the floor) with the editor's message under the field, and nothing is
 * written.
 */
export async function typedPriceStep(page: Page, editor: string, repo: string, index: number) {
  await page.goto(`${editor}/facts/entries/plans`);
  const price = page.getByRole("spinbutton", { name: labelOf("facts", "plans", "plans.price") });
  await price.nth(index).click();
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
  await page.goto(`${editor}/facts/entries/plans`);
  const plans = facts["data/plans.json"] as { price: number }[];
  await expect(price.nth(index)).toHaveValue(String(plans[index].price));
  await expect(page.getByText(strings.restore_backup_title)).toHaveCount(0);
}

/**
 * A dish that a published week serves is removed from the catalogue. The editor cannot see
 * the weeks from the dishes' form, so it saves; the build's check refuses the content and
 * says, in the owner's words, which week and day lost its dish. The dish is then put back.
 */
export async function removedDishStep(page: Page, editor: string, repo: string) {
  const dishesFile = path.join(repo, "data", "dishes.json");
  const kept = fs.readFileSync(dishesFile);
  const dishes = readData(repo)["data/dishes.json"] as { slug: string }[];
  // The last week's meal whose dish comes first in the catalogue (the form draws the
  // entries near the top at once).
  const meals = lastWeek.days.flatMap((day, i) =>
    (["lunch", "dinner"] as const).map((meal) => ({ i, meal, slug: day[meal] })),
  );
  const at = (slug: string) => dishes.findIndex((d) => d.slug === slug);
  const { i, meal, slug: served } = meals.sort((a, b) => at(a.slug) - at(b.slug))[0];
  const index = at(served);
  await page.goto(`${editor}/facts/entries/dishes`);
  await page.getByRole("button", { name: strings.remove, exact: true }).nth(index).click();
  await saved(page, "facts");
  await mirrorOpfs(page, repo);
  const problems = validateDataDir(path.join(repo, "data"), undefined, "data", undefined, {
    today: lastWeek.monday,
    warn: () => {},
  });
  expect(problems).toContainEqual(
    expect.stringMatching(
      new RegExp(
        `^data/weeks/${lastWeek.monday}\\.json: days\\[${i}\\]\\.${meal}: the \\w+ ${meal} of the week of ${dateInWords(lastWeek.monday)} is "${served}", a dish that no longer exists`,
      ),
    ),
  );
  fs.writeFileSync(dishesFile, kept);
}
