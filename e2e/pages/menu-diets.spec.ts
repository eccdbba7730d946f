import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "../support/fixtures";
import {
  addDays,
  dateInSentenceOf,
  dateOf,
  dishes,
  inYerevan,
  menuWords,
  mondays,
  weeks,
} from "../support/menu";
import { siteContent } from "../support/content";
import { siteOffer } from "../../gatsby/offer";
import { PROMISED_DIETS, WEEKDAYS } from "../../src/catalog/vocabulary";
import type { Filters } from "../../src/catalog/filter";
import { dayDishes } from "../../src/menu/panels";
import { choiceText, uncoveredText, yourWeek, type YourWeekWords } from "../../src/menu/your-week";

/*
 * The diets the site promises, as a visitor on the menu meets them: each delivery day has a
 * lunch and a dinner for every one, counting the day's alternatives; a day the filters leave
 * empty says so; on a phone one week shows at a time.
 */

type Words = ReturnType<typeof menuWords> & {
  meals: Record<"lunch" | "dinner" | "lunchInstead" | "dinnerInstead" | "weekSwitch", string>;
  filters: { dayEmpty: string; title: string };
  yourWeek: YourWeekWords;
  diets: { slug: string; name: string }[];
  allergens: { slug: string; name: string }[];
};
const words = menuWords() as Words;
const marks = new Map(
  siteContent()
    .read<{ slug: string; diets: string[]; allergens: string[] }[]>("dishes.json", "en")
    .map((d) => [d.slug, d]),
);
// On a Wednesday of the first published week, the menu opens on the week a visitor can order.
const week = weeks[1];
const nameOf = (list: { slug: string; name: string }[], slug: string) =>
  list.find((w) => w.slug === slug)!.name;

async function open(page: Page, path: string) {
  await page.clock.setFixedTime(inYerevan(addDays(mondays[0], 2)));
  await page.goto(path, { waitUntil: "load" });
  await hydrated(page);
}
/**
 * A day of the first week: the block under its heading, in the owner's week, or with filters
 * chosen in the visitor's own week (which stands for it).
 */
const day = (page: Page, i: number, yours = false) =>
  page.locator(`[data-week="${week.monday}"]${yours ? "[data-yours]" : ""} [data-day]`).filter({
    has: page.getByRole("heading", { level: 3, name: dateOf(addDays(week.monday, i)) }),
  });

test.describe("/menu keeps the diets it promises", () => {
  for (const diet of PROMISED_DIETS)
    test(`${diet}: a lunch and a dinner on every day of the week`, async ({ page }) => {
      await open(page, `/menu?diet=${diet}`);
      for (const [i, d] of week.days.entries()) {
        const shown = day(page, i, true);
        await expect(shown.getByText(words.filters.dayEmpty)).toBeHidden();
        const lunch = [d.lunch, ...d.lunchAlternatives].filter((s) =>
          marks.get(s)!.diets.includes(diet),
        );
        const dinner = [d.dinner, ...d.dinnerAlternatives].filter((s) =>
          marks.get(s)!.diets.includes(diet),
        );
        expect([d.day, lunch.length > 0, dinner.length > 0]).toEqual([d.day, true, true]);
        for (const slug of [...lunch, ...dinner]) {
          const name = dishes().find((x) => x.slug === slug)!.name;
          await expect(shown.getByRole("link", { name, exact: true })).toBeVisible();
        }
        // What does not suit the diet is out of sight.
        for (const slug of dayDishes(d).filter((s) => !marks.get(s)!.diets.includes(diet))) {
          const name = dishes().find((x) => x.slug === slug)!.name;
          await expect(shown.getByRole("link", { name, exact: true })).toBeHidden();
        }
      }
    });

  test("a meal nothing suits is named, and clearing a filter brings its dishes back", async ({
    page,
  }) => {
    const chosen: Filters = { diet: ["keto"], without: ["fish", "nuts"], kind: [] };
    const served = yourWeek(siteOffer(siteContent()).offer, week.monday, chosen)!;
    const first = served.days.findIndex((d) => !d.covered);
    expect(first).toBeGreaterThanOrEqual(0);
    await open(page, `/menu?diet=keto&without=${chosen.without.join(",")}`);
    const choice = choiceText(chosen, words, words.yourWeek.without, "en");
    for (const [i, d] of served.days.entries())
      for (const m of d.meals) {
        const said = dateInSentenceOf(addDays(week.monday, WEEKDAYS.indexOf(d.day as never)));
        const note = day(page, i, true).getByText(
          uncoveredText(words.yourWeek, m.meal, said, choice),
        );
        if (m.dish === null) await expect(note).toBeVisible();
        else await expect(note).toHaveCount(0);
      }
    await page
      .getByRole("form", { name: words.filters.title })
      .getByRole("checkbox", { name: new RegExp(`^${nameOf(words.diets, "keto")} `) })
      .uncheck();
    await expect(day(page, first, true).getByRole("link").first()).toBeVisible();
  });

  test("alternatives are named by the meal they replace, with the diets they suit", async ({
    page,
  }) => {
    await open(page, "/menu");
    const d = week.days.find((x) => x.lunchAlternatives.length > 0)!;
    const i = week.days.indexOf(d);
    const slug = d.lunchAlternatives[0];
    const item = day(page, i)
      .getByRole("listitem")
      .filter({
        has: page.getByRole("link", {
          name: dishes().find((x) => x.slug === slug)!.name,
          exact: true,
        }),
      });
    await expect(item).toContainText(words.meals.lunchInstead);
    for (const diet of marks
      .get(slug)!
      .diets.filter((x) => (PROMISED_DIETS as readonly string[]).includes(x)))
      await expect(item).toContainText(nameOf(words.diets, diet));
  });
});

test.describe("/menu on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const heading = (page: Page, monday: string) =>
    page.getByRole("heading", { level: 3, name: dateOf(monday) });

  test("shows one week at a time: the week open for orders, and the week being delivered", async ({
    page,
  }) => {
    await open(page, "/menu");
    const group = page.getByRole("group", { name: words.meals.weekSwitch });
    await expect(group.getByRole("radio", { name: words.nextWeek })).toBeChecked();
    await expect(heading(page, mondays[1])).toBeVisible();
    await expect(heading(page, mondays[0])).toBeHidden();
    await group.getByText(words.thisWeek).click();
    await expect(group.getByRole("radio", { name: words.thisWeek })).toBeChecked();
    await expect(heading(page, mondays[0])).toBeVisible();
    await expect(heading(page, mondays[1])).toBeHidden();
    // By keyboard too: the arrow keys move between the two.
    await page.keyboard.press("ArrowLeft");
    await expect(heading(page, mondays[1])).toBeVisible();
  });

  test("a wider screen has the same switch: the week a visitor orders comes first", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await open(page, "/menu");
    await expect(page.getByRole("group", { name: words.meals.weekSwitch })).toBeVisible();
    await expect(heading(page, mondays[1])).toBeVisible();
    await expect(heading(page, mondays[0])).toBeHidden();
  });
});

test("a dish's page names its keto and Mediterranean marks", async ({ page }) => {
  const dish = dishes().find((d) => {
    const m = marks.get(d.slug)!.diets;
    return m.includes("keto") && m.includes("mediterranean");
  })!;
  await open(page, `/menu/${dish.slug}`);
  for (const diet of ["keto", "mediterranean"])
    await expect(
      page.getByRole("listitem").filter({ hasText: new RegExp(`^${nameOf(words.diets, diet)}$`) }),
    ).toBeVisible();
});
