import type { Locator, Page } from "@playwright/test";
import { localPath, type Lang } from "../../src/lib/languages";
import { PLAN_PARAM, registerPathFor } from "../../src/lib/plan-choice";
import { content, type Content } from "../support/content";
import { expect, test, visit } from "../support/fixtures";

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const summaryOf = (page: Page, { register }: Content) => region(page, register.plan.title);
/** The address without the origin: path and query. */
const address = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};
/** The value the form would send as `plan` (null when it sends none). */
const sentPlan = (page: Page, copy: Content) =>
  page
    .getByLabel(copy.register.nameLabel)
    .evaluate((el: HTMLInputElement) => new FormData(el.form!).get("plan"));

/** Clicks a plan's button in `within` and checks /register shows that plan in `lang`. */
async function choose(page: Page, within: Locator, slug: string, lang: Lang = "en") {
  const copy = content(lang);
  const plan = copy.plans.find((p) => p.slug === slug)!;
  const button = within.getByRole("link", { name: plan.cta, exact: true });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await expect.poll(() => address(page)).toBe(localPath(registerPathFor(slug), lang));
  const summary = summaryOf(page, copy);
  await expect(summary).toBeVisible();
  await expect(summary).toContainText(plan.name);
  await expect(summary).toContainText(plan.subtitle);
  await expect(summary).toContainText(plan.priceText);
  await expect(summary).toContainText(copy.ui.plans.period[plan.period]);
  await expect(summary.getByRole("link", { name: copy.register.plan.change })).toHaveAttribute(
    "href",
    localPath("/meal-plans", lang),
  );
  expect(await sentPlan(page, copy)).toBe(slug);
}

test.describe("the plan chosen on a card comes along to /register", () => {
  test("from the landing page's pricing", async ({ page, copy, errors }) => {
    await visit(page, "/");
    await choose(page, region(page, copy.home.pricing.readyTitle), "ready-4");
    expect(errors).toEqual([]);
  });

  test("from the /meal-plans grids and the single box", async ({ page, copy, errors }) => {
    await visit(page, "/meal-plans");
    await choose(page, region(page, copy.mealPlans.diyGrid.title), "diy-3");
    await page.goBack();
    await expect(region(page, copy.mealPlans.trial.title)).toBeVisible();
    await choose(page, region(page, copy.mealPlans.trial.title), "single-box");
    expect(errors).toEqual([]);
  });

  test("from /ru/meal-plans to /ru/register, with the summary in Russian", async ({
    page,
    errors,
  }) => {
    const ru = content("ru");
    await visit(page, localPath("/meal-plans", "ru"));
    await choose(page, region(page, ru.mealPlans.readyGrid.title), "ready-5", "ru");
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    expect(errors).toEqual([]);
  });

  test("an unknown plan shows no summary, sends no plan and logs nothing", async ({
    page,
    copy,
    errors,
  }) => {
    await visit(page, `/register?${PLAN_PARAM}=nope`);
    await expect(page.getByLabel(copy.register.nameLabel)).toBeVisible();
    await expect(summaryOf(page, copy)).toHaveCount(0);
    expect(await sentPlan(page, copy)).toBeNull();
    expect(errors).toEqual([]);
  });

  test("removing the plan takes it out of the page, the form and the address", async ({
    page,
    copy,
    errors,
  }) => {
    const { register } = copy;
    await visit(page, registerPathFor("diy-5"));
    const summary = summaryOf(page, copy);
    await expect(summary).toBeVisible();
    // By keyboard: focus goes on to the first field, not back to the top of the page.
    await summary.getByRole("button", { name: register.plan.clear }).focus();
    await page.keyboard.press("Enter");
    await expect(summary).toHaveCount(0);
    await expect(page.getByLabel(register.nameLabel)).toBeFocused();
    await expect.poll(() => address(page)).toBe("/register");
    expect(await sentPlan(page, copy)).toBeNull();
    // Registering still works, without a plan.
    await page.getByLabel(register.nameLabel).fill("Ani");
    await page.getByLabel(register.emailLabel).fill("ani@example.com");
    await page.getByRole("button", { name: register.submit }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Ani");
    await page.goto("/register");
    await expect(summary).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("the server's page has no summary: it appears once the address is read", async ({
    page,
    copy,
  }) => {
    const html = await (await page.request.get(registerPathFor("ready-3"))).text();
    expect(html).not.toContain(copy.register.plan.title);
    expect(html).not.toContain('name="plan"');
  });
});
