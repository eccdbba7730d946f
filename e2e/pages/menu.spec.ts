import type { Page } from "@playwright/test";
import { content } from "../support/content";
import { expect, hydrated, test } from "../support/fixtures";
import {
  BUILD_TODAY,
  addDays,
  cutoffOf,
  dateOf,
  dishes,
  inYerevan,
  menuWords,
  mondays,
  openAt,
  STILL,
  weeks,
} from "../support/menu";
import { mondayOf } from "../../src/catalog/week";

const words = menuWords();
const [first, second] = mondays;
const last = mondays[mondays.length - 1];

const weekHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });
const dayHeading = (page: Page, date: string) =>
  page.getByRole("heading", { level: 3, name: dateOf(date) });

test.describe("/menu", () => {
  test("the build's week is in the built page", () => {
    expect(mondayOf(BUILD_TODAY)).toBe(first);
  });

  test("a date in the first week shows that week, the next beside it, and the cutoff", async ({
    page,
  }) => {
    expect(await openAt(page, inYerevan(addDays(first, 2)))).toBeLessThan(STILL);
    await expect(page.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
    await expect(weekHeading(page, words.thisWeek)).toBeVisible();
    await expect(weekHeading(page, words.nextWeek)).toBeVisible();
    await expect(dayHeading(page, first)).toBeVisible();
    await expect(dayHeading(page, second)).toBeVisible();
    await expect(page.getByText(cutoffOf(second))).toBeVisible();
    await expect(dayHeading(page, addDays(first, -7))).toHaveCount(0);
  });

  test("a date in the next week shows that week on the same HTML, without layout shift", async ({
    page,
  }) => {
    const before = await openAt(page, inYerevan(addDays(first, 2)));
    const box = await weekHeading(page, words.thisWeek).boundingBox();
    const shift = await openAt(page, inYerevan(addDays(second, 1)));
    expect([before, shift]).toEqual([0, 0]);
    await expect(dayHeading(page, second)).toBeVisible();
    await expect(dayHeading(page, first)).toBeHidden();
    expect(await weekHeading(page, words.thisWeek).boundingBox()).toEqual(box);
  });

  test("a date two weeks on shows the weeks the built page keeps inert, in order, without layout shift", async ({
    page,
  }) => {
    const [third, fourth] = [mondays[2], mondays[3]];
    expect(await openAt(page, inYerevan(addDays(third, 1)))).toBeLessThan(STILL);
    await expect(dayHeading(page, third)).toBeVisible();
    await expect(dayHeading(page, fourth)).toBeVisible();
    await expect(dayHeading(page, second)).toBeHidden();
    const [above, below] = await Promise.all(
      [third, fourth].map((m) => dayHeading(page, m).boundingBox()),
    );
    expect(above!.y).toBeLessThan(below!.y);
  });

  test("a link within the site shows the visitor's week too", async ({ page }) => {
    // React renders the page itself then: the inline script that marks the week never runs.
    await page.clock.setFixedTime(inYerevan(addDays(second, 1)));
    await page.goto("/meal-plans");
    await hydrated(page);
    await page.getByRole("link", { name: content().mealPlans.sampleMenu.menuLink }).click();
    await expect(page).toHaveURL(/\/menu\/?$/);
    await expect(dayHeading(page, second)).toBeVisible();
    await expect(dayHeading(page, first)).toBeHidden();
    await expect(weekHeading(page, words.thisWeek)).toBeVisible();
  });

  test("after the last week the next menu is being prepared, with a way to ask", async ({
    page,
  }) => {
    expect(await openAt(page, inYerevan(addDays(last, 9)))).toBeLessThan(STILL);
    await expect(page.getByRole("heading", { name: words.preparing.title })).toBeVisible();
    await expect(page.getByRole("link", { name: words.preparing.cta })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(weekHeading(page, words.thisWeek)).toHaveCount(0);
  });

  test("the week turns at midnight in Yerevan, while it is still Sunday in UTC", async ({
    page,
  }) => {
    const sunday = addDays(second, -1);
    await openAt(page, new Date(`${sunday}T19:59:00Z`));
    await expect(dayHeading(page, first)).toBeVisible();
    await openAt(page, new Date(`${sunday}T20:01:00Z`));
    await expect(dayHeading(page, second)).toBeVisible();
    await expect(dayHeading(page, first)).toBeHidden();
  });

  test("on a phone the week's dishes start within the first screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await openAt(page, inYerevan(addDays(first, 2)))).toBeLessThan(STILL);
    const dish = dishes().find((d) => d.slug === weeks[0].days[0].lunch)!;
    await expect(page.getByRole("img", { name: dish.alt }).first()).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("link", { name: dish.name }).first()).toBeInViewport();
  });

  // On a phone a card's picture is a thumbnail beside the name: the largest paint is the
  // page's introduction, which waits for no download. Wider, the first dish's picture.
  for (const { largestPaint, expected, ...size } of [
    { width: 390, height: 844, largestPaint: "the introduction", expected: () => words.intro },
    {
      width: 1440,
      height: 900,
      largestPaint: "the first dish's picture",
      expected: (lunchAlt: string) => lunchAlt,
    },
  ])
    test(`at ${size.width} px the first screen's pictures show without a scroll; the largest paint is ${largestPaint}`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await openAt(page, inYerevan(addDays(first, 2)));
      const lunch = dishes().find((d) => d.slug === weeks[0].days[0].lunch)!;
      const seen = () =>
        page.evaluate(() =>
          [...document.images]
            .filter((img) => {
              const box = img.getBoundingClientRect();
              return img.checkVisibility() && box.bottom > 0 && box.top < innerHeight;
            })
            .map((img) => ({ alt: img.alt, shown: img.complete && img.naturalWidth > 0 })),
        );
      await expect.poll(async () => (await seen()).every((p) => p.shown)).toBe(true);
      expect((await seen()).map((p) => p.alt)).toContain(lunch.alt);
      const largest = await page.evaluate(
        () =>
          new Promise<string | undefined>((resolve) =>
            new PerformanceObserver((list) => {
              const last = list.getEntries().pop() as PerformanceEntry & { element?: Element };
              const element = last?.element;
              resolve(
                element instanceof HTMLImageElement ? element.alt : element?.textContent?.trim(),
              );
            }).observe({ type: "largest-contentful-paint", buffered: true }),
          ),
      );
      expect(largest).toBe(expected(lunch.alt));
    });

  test("each dish card links to its page", async ({ page }) => {
    await openAt(page, inYerevan(addDays(first, 2)));
    const dish = dishes().find((d) => d.slug === weeks[0].days[0].lunch)!;
    await page.getByRole("link", { name: dish.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/menu/${dish.slug}/?$`));
    await expect(page.getByRole("heading", { level: 1, name: dish.name })).toBeVisible();
  });

  test("is a schema.org Menu with sections, items and their nutrition", async ({ page }) => {
    await openAt(page, inYerevan(addDays(first, 2)));
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const menu = blocks.map((b) => JSON.parse(b)).find((b) => b["@type"] === "Menu");
    expect(menu.hasMenuSection.length).toBe(weeks[0].days.length + 1);
    const item = menu.hasMenuSection[0].hasMenuItem[0];
    expect(item["@type"]).toBe("MenuItem");
    expect(item.nutrition["@type"]).toBe("NutritionInformation");
  });

  test("in Russian too", async ({ page }) => {
    await openAt(page, inYerevan(addDays(first, 2)), "/ru/menu");
    await expect(
      page.getByRole("heading", { level: 1, name: menuWords("ru").title }),
    ).toBeVisible();
    const day = page.getByRole("heading", { level: 3, name: dateOf(first, "ru") });
    await expect(day).toBeVisible();
    // With a capital, unlike the same date inside the cutoff sentence.
    await expect(day).toHaveText(dateOf(first, "ru"));
  });
});
