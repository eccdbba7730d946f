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
  openStill,
  weekTitle,
  weeks,
} from "../support/menu";
import { fill } from "../../src/lib/format";
import { formatDayMonth } from "../../src/catalog/text";
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

  // The week of the second Monday closes on the Friday before it, at the cutoff's time in Yerevan.
  const friday = addDays(second, -words.cutoff.daysBefore);
  const wednesday = inYerevan(addDays(first, 2));
  const fridayEvening = inYerevan(friday, "18:01");
  const saturday = inYerevan(addDays(friday, 1));
  const switchTo = (page: Page, name: string) =>
    page.getByRole("group", { name: words.meals.weekSwitch }).getByText(name).click();

  for (const lang of ["en", "hy", "ru"] as const)
    test(`on a Wednesday it opens on the week a visitor can order, with its dates and cutoff (${lang})`, async ({
      page,
    }) => {
      const w = menuWords(lang);
      await openStill(page, wednesday, lang === "en" ? "/menu" : `/${lang}/menu`);
      await expect(weekHeading(page, weekTitle(second, lang))).toBeVisible();
      await expect(page.getByText(cutoffOf(second, lang))).toBeVisible();
      const day = (date: string) =>
        page.getByRole("heading", { level: 3, name: dateOf(date, lang) });
      await expect(day(second)).toBeVisible();
      await expect(day(first)).toBeHidden();
      // The week being delivered, one tap away.
      await page.getByRole("group", { name: w.meals.weekSwitch }).getByText(w.thisWeek).click();
      await expect(day(first)).toBeVisible();
      await expect(day(second)).toBeHidden();
    });

  for (const [when, at] of [
    ["a Friday after the cutoff", fridayEvening],
    ["a Saturday", saturday],
  ] as const)
    test(`on ${when} it opens on the week after, never on the week whose cutoff passed`, async ({
      page,
    }) => {
      const third = mondays[2];
      await openStill(page, at);
      await expect(weekHeading(page, weekTitle(third))).toBeVisible();
      await expect(page.getByText(cutoffOf(third))).toBeVisible();
      await expect(dayHeading(page, third)).toBeVisible();
      await expect(page.getByText(cutoffOf(second))).toBeHidden();
      await expect(weekHeading(page, weekTitle(second))).toBeHidden();
      await switchTo(page, words.thisWeek);
      await expect(dayHeading(page, second)).toBeVisible();
    });

  test("a link within the site opens on the visitor's week too", async ({ page }) => {
    // React renders the page itself then: the inline script that marks the week never runs.
    await page.clock.setFixedTime(saturday);
    await page.goto("/meal-plans");
    await hydrated(page);
    await page.getByRole("link", { name: content().mealPlans.sampleMenu.menuLink }).click();
    await expect(page).toHaveURL(/\/menu\/?$/);
    await expect(dayHeading(page, mondays[2])).toBeVisible();
    await expect(dayHeading(page, second)).toBeHidden();
  });

  test("with no published week open for orders, it says when the next menu is expected", async ({
    page,
  }) => {
    await openStill(page, inYerevan(addDays(last, -1)));
    await expect(page.getByRole("heading", { name: words.preparing.title })).toBeVisible();
    await expect(
      page.getByText(
        fill(words.preparing.expected, { date: formatDayMonth(addDays(last, 7), "en") }),
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: words.preparing.cta })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(weekHeading(page, weekTitle(last))).toHaveCount(0);
  });

  test("the week to order turns at the cutoff in Yerevan", async ({ page }) => {
    await openAt(page, inYerevan(friday, "17:59"));
    await expect(dayHeading(page, second)).toBeVisible();
    await openAt(page, fridayEvening);
    await expect(dayHeading(page, second)).toBeHidden();
  });

  // On a Wednesday of the first published week the menu opens on the second (weeks[1]).
  test("on a phone the week's dishes start within the first screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openStill(page, inYerevan(addDays(first, 2)));
    const dish = dishes().find((d) => d.slug === weeks[1].days[0].lunch)!;
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
      const lunch = dishes().find((d) => d.slug === weeks[1].days[0].lunch)!;
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
    const dish = dishes().find((d) => d.slug === weeks[1].days[0].lunch)!;
    await page.getByRole("link", { name: dish.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/menu/${dish.slug}/?$`));
    await expect(page.getByRole("heading", { level: 1, name: dish.name })).toBeVisible();
  });

  test("is a schema.org Menu with sections, items and their nutrition", async ({ page }) => {
    await openAt(page, inYerevan(addDays(first, 2)));
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const menu = blocks.map((b) => JSON.parse(b)).find((b) => b["@type"] === "Menu");
    expect(menu.hasMenuSection.length).toBe(weeks[1].days.length + 1);
    const item = menu.hasMenuSection[0].hasMenuItem[0];
    expect(item["@type"]).toBe("MenuItem");
    expect(item.nutrition["@type"]).toBe("NutritionInformation");
  });

  test("in Russian too", async ({ page }) => {
    await openAt(page, inYerevan(addDays(first, 2)), "/ru/menu");
    await expect(
      page.getByRole("heading", { level: 1, name: menuWords("ru").title }),
    ).toBeVisible();
    const day = page.getByRole("heading", { level: 3, name: dateOf(second, "ru") });
    await expect(day).toBeVisible();
    // With a capital, unlike the same date inside the cutoff sentence.
    await expect(day).toHaveText(dateOf(second, "ru"));
  });
});
