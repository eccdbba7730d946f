import path from "node:path";
import { content, fill, formatPrice, literal, startingWith } from "../support/content";
import { expect, scrollThroughImages, test, visit, BUNDLE } from "../support/fixtures";
import { inOrder, openAt } from "../support/pages";
import { registerPathFor } from "../../src/lib/plan-choice";

const { home, nav, site, plans, steps, faq, testimonials, meals, ui, paying } = content();

/** The plans the landing page prices: both subscription families, ready-to-eat first. */
const subscriptions = [
  ...plans.filter((plan) => plan.family === "ready"),
  ...plans.filter((plan) => plan.family === "diy"),
];
const families = [
  { title: home.pricing.readyTitle, plans: plans.filter((plan) => plan.family === "ready") },
  { title: home.pricing.diyTitle, plans: plans.filter((plan) => plan.family === "diy") },
];
/** The sections the navigation links to on this page (`/#...`), in page order. */
const anchors = nav.filter((link) => link.href.startsWith("/#")).map((link) => link.href.slice(2));
/** The hero picture's file name, without extension, as its URLs carry it. */
const heroFile = new RegExp(`/${literal(path.parse(home.hero.image).name).source}\\.`);

const region = (page: import("@playwright/test").Page, name: string) =>
  page.getByRole("region", { name, exact: true });

test.describe("the landing page", () => {
  test("sections come in order: hero, meal photos, how it works, testimonials, pricing, FAQ, footer", async ({
    page,
    errors,
  }) => {
    await visit(page, "/");
    expect(anchors, "the navigation links to three sections of the page").toHaveLength(3);
    const sections = [
      { title: home.hero.title },
      { title: home.gallery.title },
      { title: home.howItWorks.title, id: anchors[0] },
      { title: home.testimonials.title },
      { title: home.pricing.title, id: anchors[1] },
      { title: home.faq.title, id: anchors[2] },
    ];
    const parts = page.locator("main section:not(main section section), main ~ footer");
    await expect(parts).toHaveCount(sections.length + 1);
    for (const [i, { title, id }] of sections.entries()) {
      await expect(parts.nth(i)).toHaveAccessibleName(title);
      if (id) await expect(parts.nth(i)).toHaveAttribute("id", id);
      else await expect(parts.nth(i)).not.toHaveAttribute("id");
    }
    await expect(parts.last()).toHaveRole("contentinfo");
    await expect(
      region(page, home.howItWorks.title).getByRole("listitem").getByRole("heading", { level: 3 }),
    ).toHaveText(steps.map((step) => step.title));
    expect(errors).toEqual([]);
  });

  test("the hero shows its badge, headline, trust points, call to action and claims", async ({
    open,
  }) => {
    const { page } = await openAt(open, "/", { width: 390 });
    const hero = region(page, home.hero.title);
    for (const text of [home.hero.badge, ...home.hero.trustPoints])
      await expect(hero.getByText(text, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.title);
    const cta = hero.getByRole("link", { name: home.hero.cta });
    await expect(cta).toHaveAttribute("href", "/register");
    await expect(cta).toBeVisible();
    // Each figure is the definition of its label, in the claims' order.
    await expect(hero.getByRole("definition")).toHaveText(home.claims.map((claim) => claim.value));
    await expect(hero.getByRole("term")).toHaveText(home.claims.map((claim) => claim.label));
  });

  test("every call to action on the page leads to /register, a plan's with that plan", async ({
    page,
  }) => {
    await visit(page, "/");
    // The links to the week's menu (gallery, weekly plan cards) and the plan finder's text
    // link aside.
    const ctas = page.locator(
      'main a:not([href^="mailto:"]):not([href^="tel:"]):not([href="/menu"]):not([href="/plan-finder"])',
    );
    await expect(page.locator('main a[href="/plan-finder"]')).toHaveText(ui.plans.finderLink);
    // The hero button and one button per subscription plan, in page order.
    await expect(ctas).toHaveCount(1 + subscriptions.length);
    await expect(ctas.first()).toHaveAttribute("href", "/register");
    for (const [i, plan] of subscriptions.entries())
      await expect(ctas.nth(i + 1)).toHaveAttribute("href", registerPathFor(plan.slug));
    // A click goes there too.
    await page.getByRole("link", { name: home.hero.cta }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test("pricing shows six weekly prices in dram and flags both 4-day plans Most Popular", async ({
    open,
  }) => {
    const { page } = await openAt(open, "/", { width: 390 });
    const pricing = region(page, home.pricing.title);
    // Rendered when it comes near the viewport (content-visibility), as a visitor scrolls.
    await pricing.scrollIntoViewIfNeeded();
    // A price keeps its currency on its line: a no-break space between them.
    const price = new RegExp(`^[\\d,]+\u00a0${literal(site.currency).source}$`);
    await expect(pricing.getByText(price)).toHaveText(
      subscriptions.map((plan) => formatPrice(plan.price, site.currency)),
    );
    for (const period of new Set(subscriptions.map((plan) => ui.plans.period[plan.period])))
      await expect(pricing.getByText(period, { exact: true })).toHaveCount(
        subscriptions.filter((plan) => ui.plans.period[plan.period] === period).length,
      );
    // The highlights, above the plans.
    const highlights = pricing.getByRole("list").first().getByRole("listitem");
    await expect(highlights).toHaveText(home.pricing.highlights);
    for (const highlight of await highlights.all()) await expect(highlight).toBeVisible();

    const popular = pricing.getByRole("listitem").filter({
      has: page.getByText(ui.plans.popular, { exact: true }),
    });
    const popularPlans = subscriptions.filter((plan) => plan.popular);
    await expect(popular).toHaveCount(popularPlans.length);
    await expect(popular.getByRole("heading")).toHaveText(
      popularPlans.map((plan) => startingWith(plan.name)),
    );
    for (const family of families) {
      const grid = region(page, family.title);
      const best = family.plans.find((plan) => plan.popular)!;
      const plain = family.plans.find((plan) => !plan.popular)!;
      const plainBackground = await grid
        .getByRole("link", { name: plain.cta, exact: true })
        .evaluate((a) => getComputedStyle(a).backgroundColor);
      await expect(
        grid.getByRole("link", { name: best.cta, exact: true }),
        `${family.title}: the popular plan's button is highlighted`,
      ).not.toHaveCSS("background-color", plainBackground);
    }
  });

  test("the FAQ opens one answer at a time, collapses, and works from the keyboard", async ({
    page,
  }) => {
    await visit(page, "/");
    const triggers = region(page, home.faq.title).getByRole("button");
    // The FAQ's questions, then how and when one pays (its own file, shown as the last one).
    await expect(triggers.last()).toContainText(paying.question);
    const count = faq.length + 1;
    await expect(triggers).toHaveCount(count);
    /** Only the i-th answer is open (none for -1). */
    const onlyOpen = async (i: number) => {
      for (let j = 0; j < count; j++)
        await expect(triggers.nth(j)).toHaveAttribute("aria-expanded", String(j === i));
    };

    await triggers.nth(0).click();
    await onlyOpen(0);
    await triggers.nth(2).click();
    await onlyOpen(2);
    await triggers.nth(2).click();
    await onlyOpen(-1);

    await triggers.nth(0).focus();
    await page.keyboard.press("Enter");
    await onlyOpen(0);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Space");
    await onlyOpen(1);
    await page.keyboard.press("Space");
    await onlyOpen(-1);
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await onlyOpen(count - 1);
    await page.keyboard.press("ArrowUp");
    await expect(triggers.nth(count - 2)).toBeFocused();
  });

  test("every FAQ question opens its answer, and the support contacts are there", async ({
    page,
  }) => {
    await visit(page, "/");
    const section = region(page, home.faq.title);
    for (const item of faq) {
      await section.getByRole("button", { name: item.question, exact: true }).click();
      const answer = section.getByRole("region", { name: item.question, exact: true });
      // The answer's text, then the link to more where it has one.
      await expect(answer).toHaveText(item.answer + (item.link?.label ?? ""));
      if (item.link)
        await expect(answer.getByRole("link", { name: item.link.label })).toHaveAttribute(
          "href",
          item.link.href,
        );
    }
    await expect(section.getByRole("link", { name: site.supportEmail })).toHaveAttribute(
      "href",
      `mailto:${site.supportEmail}`,
    );
    await expect(section.getByRole("link", { name: site.supportPhone })).toBeVisible();
  });

  test("testimonials show three quotes with a 5 out of 5 rating and a hidden emoji", async ({
    page,
  }) => {
    await visit(page, "/");
    const figures = page
      .getByRole("main")
      .getByRole("figure")
      .filter({ has: page.locator("blockquote") });
    await expect(figures).toHaveCount(testimonials.length);
    for (const [i, testimonial] of testimonials.entries()) {
      const rating = fill(home.testimonials.ratingLabel, { rating: String(testimonial.rating) });
      await expect(figures.nth(i).getByRole("img", { name: rating, exact: true })).toHaveCount(1);
      await expect(figures.nth(i).locator("blockquote")).toHaveText(testimonial.content);
    }
    await expect(
      page.getByRole("img", { name: fill(home.testimonials.ratingLabel, { rating: "5" }) }),
    ).toHaveCount(testimonials.filter((t) => t.rating === 5).length);
    // The emoji portrait is decoration: hidden from screen readers.
    await expect(figures.locator("figcaption [aria-hidden=true]")).toHaveText(
      testimonials.map((t) => t.emoji),
    );
  });

  test("images have alt text; the hero loads eagerly at high priority, the meal photos lazily", async ({
    open,
  }) => {
    const { page } = await openAt(open, "/", { width: 390 });
    const images = page.locator("main img");
    await expect(images, "hero + the meal photos").toHaveCount(1 + meals.length);
    const alts = [home.hero.imageAlt, ...meals.map((meal) => meal.alt)];
    const pictures = page.locator("main picture");
    await expect(pictures).toHaveCount(1 + meals.length);
    for (const [i, image] of (await images.all()).entries()) {
      // Their boxes keep the pictures' proportions before the files arrive.
      await expect(image).toHaveAttribute("width", /^[1-9]\d*$/);
      await expect(image).toHaveAttribute("height", /^[1-9]\d*$/);
      await expect(image).toHaveAttribute("alt", alts[i]);
      await expect(pictures.nth(i).locator("img")).toHaveAttribute("alt", alts[i]);
      const sources = pictures.nth(i).locator("source");
      // AVIF, or the <img>'s JPEG where a browser has no AVIF.
      await expect(sources).toHaveCount(1);
      await expect(sources).toHaveAttribute("type", "image/avif");
    }
    await expect(images.first()).toHaveAttribute("loading", "eager");
    await expect(images.first()).toHaveAttribute("fetchpriority", "high");
    for (const image of (await images.all()).slice(1))
      await expect(image).toHaveAttribute("loading", "lazy");
    await expect(page.locator("main figure:has(img) figcaption")).toHaveText(
      meals.map((meal) => inOrder([meal.name, meal.caption])),
    );
  });

  test("the hero picture shows before any bundle runs; the meal photos load when scrolled to", async ({
    page,
    open,
  }) => {
    await page.route(BUNDLE, (route) => route.abort());
    await page.goto("/");
    const hero = page.getByRole("img", { name: home.hero.imageAlt, exact: true });
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(hero).toHaveCSS("opacity", "1");

    const opened = await openAt(open, "/", { width: 390 });
    const photos = opened.page.locator("main figure img");
    await expect(photos).toHaveCount(meals.length);
    await scrollThroughImages(photos);
    // They waited until the hero was painted, leaving the link to it.
    const { painted, starts } = await opened.page.evaluate(async (heroSource) => {
      const isHero = new RegExp(heroSource);
      const paints = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: "largest-contentful-paint",
          buffered: true,
        }),
      );
      return {
        painted: (paints as (PerformanceEntry & { url: string })[]).find((e) => isHero.test(e.url))
          ?.startTime,
        starts: performance
          .getEntriesByType("resource")
          .filter(
            (e) => (e as PerformanceResourceTiming).initiatorType === "img" && !isHero.test(e.name),
          )
          .map((e) => e.startTime),
      };
    }, heroFile.source);
    expect(painted, "the hero is the largest paint").toBeGreaterThan(0);
    expect(starts).toHaveLength(meals.length);
    for (const start of starts)
      expect(start, "a meal photo is requested after the hero is painted").toBeGreaterThanOrEqual(
        painted!,
      );
    expect(opened.errors).toEqual([]);
  });

  test("Back from a plan's page returns to the same place in the pricing", async ({ open }) => {
    const { page, errors } = await openAt(open, "/", { width: 390, height: 800 });
    const best = subscriptions.find((plan) => plan.popular)!;
    const plan = region(page, home.pricing.title)
      .getByRole("link", { name: best.cta, exact: true })
      .first();
    await plan.scrollIntoViewIfNeeded();
    // The first scroll lays out the parts passed on the way (their real heights replace the
    // estimates): wait until the button stays put, then bring it into view again.
    const top = () =>
      plan.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
    await expect
      .poll(async () => {
        const first = await top();
        await page.waitForTimeout(150);
        return first === (await top());
      })
      .toBe(true);
    await plan.scrollIntoViewIfNeeded();
    const scrollY = () => page.evaluate(() => window.scrollY);
    const before = await scrollY();
    expect(before, "scrolled down to the pricing").toBeGreaterThan(2000);
    await plan.click();
    await page.waitForURL((url) => url.pathname + url.search === registerPathFor(best.slug));
    await page.goBack();
    await page.waitForURL("/");
    await expect
      .poll(async () => Math.abs((await scrollY()) - before), { timeout: 5000 })
      .toBeLessThan(5);
    // Still there a moment later: nothing above it changed height after the jump.
    await page.waitForTimeout(500);
    expect(Math.abs((await scrollY()) - before)).toBeLessThan(5);
    await expect(plan).toBeInViewport({ ratio: 1 });
    expect(errors).toEqual([]);
  });
});
