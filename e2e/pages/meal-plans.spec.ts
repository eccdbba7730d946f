import type { Page } from "@playwright/test";
import { content, formatPrice, literal, startingWith } from "../support/content";
import { expect, test, visit } from "../support/fixtures";
import { inOrder } from "../support/pages";
import { registerPathFor } from "../../src/lib/plan-choice";

const { mealPlans, menu, plans, site, ui } = content();
const [ready, kits] = mealPlans.tabs;
/** The address of the kits tab: the page keeps the chosen tab in `?tab=`. */
const kitsSearch = `?tab=${kits.value}`;
const single = plans.find((plan) => plan.family === "single")!;
const grids = [
  { title: mealPlans.readyGrid.title, plans: plans.filter((plan) => plan.family === "ready") },
  { title: mealPlans.diyGrid.title, plans: plans.filter((plan) => plan.family === "diy") },
];
/** Every plan's call to action (the trial box's and the subscriptions'). */
const planCta = new RegExp(
  `^(${[...new Set(plans.map((plan) => literal(plan.cta).source))].join("|")})$`,
);

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const search = (page: Page) => new URL(page.url()).search;

test.describe("/meal-plans", () => {
  test("the ready-to-eat tab is selected by default and arrow keys move between the tabs", async ({
    page,
    errors,
  }) => {
    await visit(page, "/meal-plans");
    await expect(page.getByRole("tab")).toHaveCount(mealPlans.tabs.length);
    const readyTab = page.getByRole("tab", { name: ready.label });
    const kitsTab = page.getByRole("tab", { name: kits.label });
    await expect(readyTab).toHaveAttribute("aria-selected", "true");
    // One heading per benefit, and the sample menu's.
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveCount(
      ready.benefits.length + 1,
    );

    await readyTab.focus();
    await page.keyboard.press("ArrowRight");
    await expect(kitsTab).toHaveAttribute("aria-selected", "true");
    await expect(kitsTab).toBeFocused();
    const included = region(page, mealPlans.included.title);
    await expect(included).toBeVisible();
    await expect(included.getByRole("listitem")).toHaveCount(mealPlans.included.items.length);
    await expect.poll(() => search(page)).toBe(kitsSearch);

    await page.keyboard.press("ArrowLeft");
    await expect(readyTab).toHaveAttribute("aria-selected", "true");
    await expect.poll(() => search(page)).toBe("");
    expect(errors).toEqual([]);
  });

  test("?tab=ingredient-kits opens the kits tab, also after a reload", async ({ page, errors }) => {
    await visit(page, `/meal-plans${kitsSearch}`);
    const kitsTab = page.getByRole("tab", { name: kits.label });
    const included = region(page, mealPlans.included.title);
    await expect(kitsTab).toHaveAttribute("aria-selected", "true");
    await expect(included).toBeVisible();
    await page.reload();
    await expect(included).toBeVisible();
    await expect(kitsTab).toHaveAttribute("aria-selected", "true");
    expect(errors).toEqual([]);
  });

  test("the sample menu shows the first 3 weekday meals with calories and protein", async ({
    page,
  }) => {
    await visit(page, "/meal-plans");
    const { sampleMenu } = mealPlans;
    const days = region(page, sampleMenu.title)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 4 }) });
    await expect(days).toHaveCount(sampleMenu.count);
    await expect(days).toHaveText(
      menu.slice(0, sampleMenu.count).map((meal) =>
        inOrder(
          [
            meal.day,
            meal.meal,
            // The figure and its unit keep to one line: a no-break space between them.
            `${meal.caloriesText}\u00a0${sampleMenu.caloriesLabel}`,
            `${meal.proteinText} ${sampleMenu.proteinLabel}`,
          ],
          "i",
        ),
      ),
    );
  });

  test("seven plan cards: single box 5,000, two grids with the right prices, 4-day plans Most Popular", async ({
    page,
  }) => {
    await visit(page, "/meal-plans");
    const ctas = page.getByRole("link", { name: planCta });
    await expect(ctas).toHaveCount(plans.length);
    // Each leads to /register with its own plan (the trial box first, then the grids).
    expect((await ctas.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).sort()).toEqual(
      plans.map((plan) => registerPathFor(plan.slug)).sort(),
    );

    await expect(region(page, mealPlans.trial.title)).toContainText(
      new RegExp(
        `${literal(formatPrice(single.price, site.currency)).source}\\s*${literal(ui.plans.period[single.period]).source}`,
      ),
    );

    for (const grid of grids) {
      const cards = region(page, grid.title)
        .getByRole("listitem")
        .filter({ has: page.getByRole("link") });
      await expect(cards).toHaveCount(grid.plans.length);
      for (const [i, plan] of grid.plans.entries()) {
        const card = cards.nth(i);
        await expect(
          card.getByText(formatPrice(plan.price, site.currency), { exact: true }),
        ).toBeVisible();
        await expect(
          card.getByText(ui.plans.popular, { exact: true }),
          `${plan.slug} is ${plan.popular ? "" : "not "}flagged`,
        ).toHaveCount(plan.popular ? 1 : 0);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(startingWith(plan.name));
      }
      const best = grid.plans.findIndex((plan) => plan.popular);
      const plain = grid.plans.findIndex((plan) => !plan.popular);
      const plainBackground = await cards
        .nth(plain)
        .getByRole("link", { name: planCta })
        .evaluate((a) => getComputedStyle(a).backgroundColor);
      await expect(
        cards.nth(best).getByRole("link", { name: planCta }),
        `${grid.title}: the popular button stands out`,
      ).not.toHaveCSS("background-color", plainBackground);
    }
  });

  test("the hero picture is served responsively and loads first", async ({ page }) => {
    await visit(page, "/meal-plans");
    const img = page.getByRole("img", { name: mealPlans.hero.imageAlt, exact: true });
    await expect(img).toHaveAttribute("loading", "eager");
    await expect(img).toHaveAttribute("fetchpriority", "high");
    const picture = page.locator("picture").filter({ has: img });
    await expect(picture.locator('source[type="image/avif"]')).toHaveCount(1);
    await expect(picture.locator("source")).toHaveCount(1);
    // Loaded by the time the page is: no waiting here.
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(
      true,
    );
  });
});
