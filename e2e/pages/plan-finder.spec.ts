import type { Page } from "@playwright/test";
import { localPath, type Lang } from "../../src/lib/languages";
import { dailyEnergy } from "../../src/finder/energy";
import { LIMITS } from "../../src/finder/energy";
import { registerPathFor } from "../../src/lib/plan-choice";
import { dayDishes } from "../../src/menu/panels";
import { content, fill, siteContent } from "../support/content";
import { expect, hydrated, test } from "../support/fixtures";
import { addDays, dishes, inYerevan, menuWords, mondays, weeks } from "../support/menu";
import { siteOffer } from "../../gatsby/offer";
import { fitPlan } from "../../src/finder/fit-plan";
import { fills, weekOffer } from "../../src/catalog/offer";

/*
 * The plan finder as a visitor meets it: questions one at a time, then one plan, the energy
 * estimate beside what the plan brings in the first week, that week's dishes that fit, and the
 * answers carried in the address to the menu and the register page.
 */

// On a Wednesday of the first published week the week a visitor can order is the second.
const week = weeks[1];
const site = siteOffer(siteContent()).offer;
const offerWeek = site.weeks.find((w) => w.monday === week.monday)!;
/** The plan the finder recommends for a rule's plan and these answers: one the week fills. */
const fitted = (slug: string, diet: string[], without: string[]) =>
  fitPlan(content().plans, planBySlugOf(slug), site, offerWeek, { diet, without }).plan.slug;
const planBySlugOf = (slug: string) => content().plans.find((p) => p.slug === slug)!;
/** 2310 as each language writes it: every language groups four digits. */
const written = { en: "2,310", hy: "2\u00a0310", ru: "2\u00a0310" };

async function open(page: Page, path: string) {
  // A Wednesday of the first published week, in Yerevan: the result counts the week open for orders.
  await page.clock.setFixedTime(inYerevan(addDays(mondays[0], 2)));
  await page.goto(path, { waitUntil: "load" });
  await hydrated(page);
}

const planOf = (slug: string, lang: Lang = "en") =>
  content(lang).plans.find((p) => p.slug === slug)!;
const address = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};
/** The dishes of the week open for orders with every diet and none of the allergens. */
function fitting(diet: string[], without: string[]) {
  const all = dishes();
  const slugs = new Set([...week.days.flatMap(dayDishes), ...week.kits]);
  return all.filter(
    (d) =>
      slugs.has(d.slug) &&
      diet.every((x) => d.diets.includes(x)) &&
      !without.some((a) => d.allergens.includes(a)),
  );
}

test.describe("/plan-finder", () => {
  test("a keto visitor who likes to cook is recommended only a plan the week fills, and told why", async ({
    page,
  }) => {
    const { finder } = content();
    await open(page, "/plan-finder?start=weekly&cook=kit&days=5&diet=keto");
    const chosen = fitted("diy-5", ["keto"], []);
    const served = weekOffer(site, offerWeek, "kit", { diet: ["keto"], without: [] });
    expect(fills(served, 5)).toBe(false);
    await expect(page.getByRole("heading", { name: planOf(chosen).name, level: 3 })).toBeVisible();
    await expect(
      page.getByText(fill(finder.result.kitsShort, { covered: String(served.covered), days: "5" })),
    ).toBeVisible();
  });

  test("its count of dishes that suit is the menu's for the same answers", async ({ page }) => {
    const { finder } = content();
    await open(page, "/plan-finder?start=weekly&cook=ready&days=3&diet=vegetarian&without=nuts");
    const count = fitting(["vegetarian"], ["nuts"]).length;
    await expect(page.getByText(fill(finder.dishes.count, { count: String(count) }))).toBeVisible();
    await page.getByRole("link", { name: finder.dishes.menu }).click();
    await hydrated(page);
    await expect(
      page.getByRole("status").filter({ hasText: new RegExp(`^${count}\\D`) }),
    ).toBeVisible();
  });

  test("walks a vegetarian with a nut allergy to a ready-to-eat plan, with her energy beside it", async ({
    page,
    errors,
  }) => {
    const { finder, register } = content();
    const words = menuWords();
    await open(page, "/plan-finder");
    const next = page.getByRole("button", { name: finder.next, exact: true });
    await expect(page.getByText(fill(finder.progress, { step: "1", total: "6" }))).toBeVisible();
    await page.getByRole("radio", { name: finder.start.weekly }).check();
    await next.click();
    await expect(page.getByRole("heading", { name: finder.cook.title })).toBeFocused();
    await page.getByRole("radio", { name: finder.cook.ready }).check();
    await next.click();
    await page.getByRole("radio", { name: finder.days.five }).check();
    await next.click();
    const name = (list: { slug: string; name: string }[], slug: string) =>
      list.find((w) => w.slug === slug)!.name;
    await page
      .getByRole("checkbox", { name: name(words.diets, "vegetarian"), exact: true })
      .check();
    await next.click();
    await page.getByRole("checkbox", { name: name(words.allergens, "nuts"), exact: true }).check();
    await next.click();
    // The estimate's fields: a bad value is refused by its field, with every answer kept.
    const age = page.getByLabel(finder.body.age);
    await page.getByRole("radio", { name: finder.body.female }).check();
    await age.fill("12");
    await page.getByLabel(finder.body.height).fill("abc");
    await page.getByLabel(finder.body.weight).fill("60");
    await page.getByRole("radio", { name: finder.body.light }).check();
    await page.getByRole("button", { name: finder.show }).click();
    await expect(age).toBeFocused();
    await expect(age).toHaveAccessibleDescription(
      fill(finder.problems.age, { min: String(LIMITS.age.min), max: String(LIMITS.age.max) }),
    );
    await expect(page.getByLabel(finder.body.height)).toHaveAccessibleDescription(
      finder.problems.number,
    );
    await expect(
      page.getByRole("heading", { name: finder.energy.title, exact: true }),
    ).toBeHidden();
    await page.getByRole("button", { name: finder.back }).click();
    await expect(
      page.getByRole("checkbox", { name: name(words.allergens, "nuts"), exact: true }),
    ).toBeChecked();
    await next.click();
    await age.fill("34");
    await page.getByLabel(finder.body.height).fill("165");
    await page.getByRole("button", { name: finder.show }).click();

    await expect(page.getByRole("heading", { name: finder.result.title })).toBeFocused();
    // The address follows once Gatsby's navigation has loaded the page's resources.
    await expect
      .poll(() => address(page))
      .toBe(
        "/plan-finder?start=weekly&cook=ready&days=5&diet=vegetarian&without=nuts&sex=female&age=34&height=165&weight=60&activity=light",
      );
    const chosen = fitted("ready-5", ["vegetarian"], ["nuts"]);
    const plan = planOf(chosen);
    await expect(page.getByRole("heading", { name: plan.name, level: 3 })).toBeVisible();
    await expect(page.getByText(finder.result.why.ready)).toBeVisible();
    // 10 × 60 + 6.25 × 165 − 5 × 34 − 161 = 1300.25 kcal at rest, × 1.375 (light): 1,790.
    const energy = dailyEnergy({
      sex: "female",
      age: 34,
      height: 165,
      weight: 60,
      activity: "light",
      goal: "keep",
    });
    expect(energy).toBe(1790);
    await expect(
      page.getByText(fill(finder.energy.figure, { energy: `1,790 ${words.kcalUnit}` })),
    ).toBeVisible();
    // What the plan's lunch and dinner bring: each day's first dish of each meal that fits.
    const kcal = new Map(dishes().map((d) => [d.slug, d.nutrition.kcal]));
    const fits = new Set(fitting(["vegetarian"], ["nuts"]).map((d) => d.slug));
    // Days where the filters leave no lunch or no dinner are not counted.
    const days = week.days.flatMap((d) => {
      const lunch = [d.lunch, ...d.lunchAlternatives].find((x) => fits.has(x));
      const dinner = [d.dinner, ...d.dinnerAlternatives].find((x) => fits.has(x));
      return lunch && dinner ? [kcal.get(lunch)! + kcal.get(dinner)!] : [];
    });
    expect(days.length).toBeGreaterThan(0);
    const covered = Math.round(days.reduce((a, b) => a + b, 0) / days.length);
    const text = (n: number) =>
      `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",")} ${words.kcalUnit}`;
    await expect(
      page.getByText(
        fill(finder.energy.ready, { covered: text(covered), rest: text(energy - covered) }),
      ),
    ).toBeVisible();
    // This week's dishes that fit, and the menu with the same filters.
    await expect(
      page.getByText(fill(finder.dishes.count, { count: String(fits.size) })),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: finder.dishes.menu })).toHaveAttribute(
      "href",
      "/menu?diet=vegetarian&without=nuts",
    );
    // The menu opens with the same filters on.
    await page.getByRole("link", { name: finder.dishes.menu }).click();
    await hydrated(page);
    await expect(
      page.getByRole("checkbox", { name: new RegExp(`^${name(words.diets, "vegetarian")}`) }),
    ).toBeChecked();
    await expect(
      page.getByRole("checkbox", { name: new RegExp(`^${name(words.allergens, "nuts")}`) }),
    ).toBeChecked();
    await page.goBack();
    await hydrated(page);
    // Start with this plan: the register page shows the plan and the food, and sends them.
    const start = page.getByRole("link", { name: finder.result.start });
    await expect(start).toHaveAttribute(
      "href",
      registerPathFor(chosen, { diet: ["vegetarian"], without: ["nuts"] }),
    );
    await start.click();
    await expect(page.getByRole("region", { name: register.plan.title })).toContainText(plan.name);
    const food = page.getByRole("region", { name: register.food.title });
    await expect(food).toContainText(name(words.diets, "vegetarian"));
    await expect(food).toContainText(name(words.allergens, "nuts"));
    const sent = await page
      .getByLabel(register.nameLabel)
      .evaluate((el: HTMLInputElement) => Object.fromEntries(new FormData(el.form!)));
    expect(sent).toMatchObject({ plan: chosen, diet: "vegetarian", without: "nuts" });
    // Back returns to the result, as it was.
    await page.goBack();
    await hydrated(page);
    await expect(page.getByRole("heading", { name: plan.name, level: 3 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a visitor who likes to cook and wants to try first gets one box, with the kits beside it", async ({
    page,
  }) => {
    const { finder } = content();
    await open(page, "/plan-finder?start=try&cook=kit");
    await expect(
      page.getByRole("heading", { name: planOf("single-box").name, level: 3 }),
    ).toBeVisible();
    await expect(page.getByText(finder.result.why.single)).toBeVisible();
    await expect(page.getByText(finder.result.alternative.diy)).toBeVisible();
    await expect(
      page.getByRole("link", { name: new RegExp(planOf("diy-4").name) }),
    ).toHaveAttribute("href", registerPathFor("diy-4"));
    // Survives a reload.
    await page.reload({ waitUntil: "load" });
    await hydrated(page);
    await expect(
      page.getByRole("heading", { name: planOf("single-box").name, level: 3 }),
    ).toBeVisible();
  });

  test("a weekly cook gets the kits; unknown values in the address are ignored", async ({
    page,
  }) => {
    const { finder } = content();
    await open(page, "/plan-finder?start=weekly&cook=kit&days=9&diet=paleo&without=nuts&goal=fast");
    await expect(page.getByRole("heading", { name: planOf("diy-4").name, level: 3 })).toBeVisible();
    await expect(page.getByText(finder.result.why.diy)).toBeVisible();
    await expect(page.getByText(finder.result.alternative.single)).toBeVisible();
    // No estimate was asked for: none is shown.
    await expect(page.getByRole("heading", { name: finder.energy.title })).toBeHidden();
    // Change my answers: back to the first question, the answers kept.
    await page.getByRole("button", { name: finder.result.change }).click();
    await expect(page.getByRole("radio", { name: finder.cook.kit })).toHaveCount(0);
    await expect(page.getByRole("radio", { name: finder.start.weekly })).toBeChecked();
  });

  test("pregnant: no figure, a kind word to ask her doctor or midwife", async ({ page }) => {
    const { finder } = content();
    await open(
      page,
      "/plan-finder?start=weekly&cook=ready&sex=female&age=30&height=165&weight=60&activity=light&status=pregnant",
    );
    await expect(page.getByText(finder.energy.status)).toBeVisible();
    await expect(page.getByText(finder.energy.advice)).toBeVisible();
    // No figure: the estimate's sentence is nowhere on the page.
    const figure = finder.energy.figure
      .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
      .replace("{energy}", ".+");
    await expect(page.getByText(new RegExp(figure))).toHaveCount(0);
  });

  for (const lang of ["hy", "ru"] as const)
    test(`an address opened directly shows its result in ${lang}`, async ({ page }) => {
      const { finder } = content(lang);
      const words = menuWords(lang);
      await open(
        page,
        localPath(
          "/plan-finder?start=weekly&cook=unsure&days=3&sex=male&age=45&height=180&weight=85&activity=moderate&goal=lose",
          lang,
        ),
      );
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(
        page.getByRole("heading", { name: planOf("ready-3", lang).name, level: 3 }),
      ).toBeVisible();
      await expect(page.getByText(finder.result.why.unsure, { exact: false })).toBeVisible();
      // (10 × 85 + 6.25 × 180 − 5 × 45 + 5) × 1.55 × 0.85 = 2,312.22: about 2,310 kcal.
      await expect(
        page.getByText(
          fill(finder.energy.figure, { energy: `${written[lang]} ${words.kcalUnit}` }),
        ),
      ).toBeVisible();
    });
});
