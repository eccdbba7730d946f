import { expect, hydrated, test } from "../support/fixtures";
import { addDays, dateInSentenceOf, inYerevan, menuWords, mondays } from "../support/menu";
import { siteContent } from "../support/content";
import { siteOffer } from "../../gatsby/offer";
import { localPath, type Lang } from "../../src/lib/languages";
import { WEEKDAYS } from "../../src/catalog/vocabulary";
import type { Filters } from "../../src/catalog/filter";
import {
  choiceText,
  coveredText,
  uncoveredText,
  yourWeek,
  type YourWeekWords,
} from "../../src/menu/your-week";

/*
 * A visitor with a diet and an allergen left out sees their own week on the menu: how many
 * days get every meal, and in words each meal nothing suits, in the page's language.
 */

const filters: Filters = { diet: ["vegetarian"], without: ["nuts"], kind: [] };
const { offer } = siteOffer(siteContent());
// A week a visitor can order on the Wednesday before it, where some meal goes uncovered.
const monday = mondays.slice(1).find((m) => {
  const served = yourWeek(offer, m, filters);
  return served !== null && served.covered < served.days.length;
})!;

test("a vegetarian leaving out tree nuts sees the days their week leaves uncovered", async ({
  page,
}) => {
  // A Wednesday of the week before: orders for that week are open.
  await page.clock.setFixedTime(inYerevan(addDays(monday, -5)));
  const served = yourWeek(offer, monday, filters)!;
  const missing = served.days.flatMap((d) =>
    d.meals.filter((m) => m.dish === null).map((m) => ({ day: d.day, meal: m.meal })),
  );
  for (const lang of ["en", "hy", "ru"] as Lang[]) {
    const words = menuWords(lang) as ReturnType<typeof menuWords> & {
      yourWeek: YourWeekWords;
      diets: { slug: string; name: string }[];
      allergens: { slug: string; name: string }[];
    };
    await page.goto(`${localPath("/menu", lang)}?diet=vegetarian&without=nuts`);
    await hydrated(page);
    // The week open for orders (the week being delivered waits behind the switch).
    const week = page.locator(`[data-yours][data-week="${monday}"]`);
    await expect(
      week.getByText(coveredText(words.yourWeek, served), { exact: true }),
    ).toBeVisible();
    const choice = choiceText(filters, words, words.yourWeek.without, lang);
    for (const { day, meal } of missing) {
      const said = dateInSentenceOf(addDays(monday, WEEKDAYS.indexOf(day as never)), lang);
      await expect(
        week.getByText(uncoveredText(words.yourWeek, meal, said, choice), { exact: true }),
      ).toBeVisible();
    }
  }
});
