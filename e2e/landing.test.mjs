// The landing page (spec section 2, 3 and 9) in the production build.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { BASE_URL, BUNDLE, launch, openPage, scrollThroughImages, visit } from "./browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

async function home(options) {
  const opened = await openPage(browser, options);
  await visit(opened.page, "/");
  return opened;
}

test("sections come in order: hero, meal photos, how it works, testimonials, pricing, FAQ, footer", async () => {
  const { page, context, errors } = await home();
  const order = await page.evaluate(() =>
    [...document.querySelectorAll("main section:not(main section section), main ~ footer")].map(
      (el) => {
        if (el.tagName === "FOOTER") return "footer";
        const heading = document.getElementById(el.getAttribute("aria-labelledby") ?? "");
        return `${el.id || "-"}: ${heading?.textContent ?? ""}`;
      },
    ),
  );
  assert.deepEqual(order, [
    "-: Healthy Meals Made Simple",
    "-: Fresh from our Yerevan kitchen",
    "how-it-works: How It Works",
    "-: What our customers say",
    "pricing: Simple, honest pricing",
    "faq: Frequently asked questions",
    "footer",
  ]);
  const steps = await page.locator("#how-it-works ol > li h3").allInnerTexts();
  assert.deepEqual(steps, [
    "Choose Your Plan",
    "Personalize Your Menu",
    "Flexible Scheduling",
    "Fresh Delivery",
  ]);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the hero shows its badge, headline, trust points, call to action and claims", async () => {
  const { page, context } = await home({ width: 390 });
  const hero = page.locator("main section").first();
  for (const text of [
    "Now delivering in Yerevan",
    "Nutritionist approved",
    "Locally sourced",
    "Flexible subscriptions",
  ])
    assert.ok(await hero.getByText(text, { exact: true }).isVisible(), text);
  assert.equal(
    await page.getByRole("heading", { level: 1 }).innerText(),
    "Healthy Meals Made Simple",
  );
  const cta = hero.getByRole("link", { name: "Start Eating Better Today" });
  assert.equal(await cta.getAttribute("href"), "/register");
  assert.ok(await cta.isVisible());
  const claims = await hero
    .locator("dl > div")
    .evaluateAll((divs) =>
      divs.map((d) => `${d.querySelector("dd").innerText} ${d.querySelector("dt").innerText}`),
    );
  assert.deepEqual(claims, [
    "4.9 average rating",
    "98% customer satisfaction",
    "15kg average weight loss",
    "5+ hours saved weekly",
  ]);
  await context.close();
});

test("every call to action on the page leads to /register", async () => {
  const { page, context } = await home();
  const hrefs = await page
    .locator("main a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  const ctas = hrefs.filter((h) => !/^(mailto|tel):/.test(h));
  assert.equal(ctas.length, 7, "the hero button and six plan buttons");
  assert.ok(
    ctas.every((h) => h === "/register"),
    ctas.join(", "),
  );
  // A click goes there too.
  await page.getByRole("link", { name: "Start Eating Better Today" }).click();
  await page.waitForURL(/\/register$/);
  await context.close();
});

test("pricing shows six weekly prices in dram and flags both 4-day plans Most Popular", async () => {
  const { page, context } = await home({ width: 390 });
  const pricing = page.locator("#pricing");
  // Rendered when it comes near the viewport (content-visibility), as a visitor scrolls.
  await pricing.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.getElementById("pricing").innerText.includes("AMD"));
  const prices = await pricing.getByText(/^[\d,]+ AMD$/).allInnerTexts();
  assert.deepEqual(prices, [
    "12,000 AMD",
    "15,000 AMD",
    "15,000 AMD",
    "9,000 AMD",
    "11,000 AMD",
    "15,000 AMD",
  ]);
  assert.equal(await pricing.getByText("per week", { exact: true }).count(), 6);
  for (const text of ["Free delivery in Yerevan", "No setup fees"])
    assert.ok(await pricing.getByText(text, { exact: true }).isVisible(), text);
  const popular = pricing.locator("li", { has: page.getByText("Most Popular", { exact: true }) });
  assert.equal(await popular.count(), 2);
  for (const name of await popular.getByRole("heading").allInnerTexts())
    assert.match(name, /^4 Days/);
  for (const [family, name] of [
    ["Ready-to-eat meals", "Choose 4 Days"],
    ["DIY ingredient kits", "Choose 4 Days"],
  ]) {
    const grid = pricing.getByRole("region", { name: family });
    const buttons = grid.getByRole("link", { name });
    const bg = await buttons.evaluate((a) => getComputedStyle(a).backgroundColor);
    const plain = await grid
      .getByRole("link", { name: "Choose 3 Days" })
      .evaluate((a) => getComputedStyle(a).backgroundColor);
    assert.notEqual(bg, plain, `${family}: the popular plan's button is highlighted`);
  }
  await context.close();
});

test("the FAQ opens one answer at a time, collapses, and works from the keyboard", async () => {
  const { page, context } = await home();
  const faq = page.locator("#faq");
  const triggers = faq.getByRole("button");
  const count = await triggers.count();
  assert.equal(count, 6);
  const open = () =>
    triggers.evaluateAll((ts) => ts.map((t) => t.getAttribute("aria-expanded") === "true"));
  const only = (i) => Array.from({ length: count }, (_, j) => j === i);

  await triggers.nth(0).click();
  assert.deepEqual(await open(), only(0));
  await triggers.nth(2).click();
  assert.deepEqual(await open(), only(2));
  await triggers.nth(2).click();
  assert.deepEqual(await open(), only(-1));

  await triggers.nth(0).focus();
  await page.keyboard.press("Enter");
  assert.deepEqual(await open(), only(0));
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Space");
  assert.deepEqual(await open(), only(1));
  await page.keyboard.press("Space");
  assert.deepEqual(await open(), only(-1));
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  assert.deepEqual(await open(), only(count - 1));
  await page.keyboard.press("ArrowUp");
  assert.equal(await triggers.nth(count - 2).evaluate((t) => t === document.activeElement), true);
  await context.close();
});

test("the FAQ answers cover every statement of the specification, with support contacts", async () => {
  const { page, context } = await home();
  const faq = page.locator("#faq");
  let text = "";
  const triggers = faq.getByRole("button");
  for (let i = 0; i < (await triggers.count()); i++) {
    await triggers.nth(i).click();
    text += " " + (await faq.locator("[role=region][data-state=open]").innerText());
  }
  for (const statement of [
    /up to 4 weeks/,
    /no cancellation fees/,
    /Ready-to-eat meals stay fresh for 5-7 days/,
    /Ingredient kits stay fresh for 3-5 days/,
    /within 24 hours/,
    /vegetarian, vegan, keto, Mediterranean and gluten-free/,
    /deliver everywhere in Yerevan, and delivery is free on all plans/,
  ])
    assert.match(text, statement);
  assert.equal(
    await faq.getByRole("link", { name: "support@hamov.am" }).getAttribute("href"),
    "mailto:support@hamov.am",
  );
  assert.ok(await faq.getByRole("link", { name: "+374 10 555 124" }).isVisible());
  await context.close();
});

test("testimonials show three quotes with a 5 out of 5 rating and a hidden emoji", async () => {
  const { page, context } = await home();
  const figures = page.locator("main figure:has(blockquote)");
  assert.equal(await figures.count(), 3);
  assert.equal(await page.getByRole("img", { name: "Rated 5 out of 5" }).count(), 3);
  const emoji = await figures.locator("figcaption [aria-hidden=true]").count();
  assert.equal(emoji, 3);
  await context.close();
});

test("images have alt text; the hero loads eagerly at high priority, the meal photos lazily", async () => {
  const { page, context } = await home({ width: 390 });
  const images = await page.locator("main img").evaluateAll((imgs) =>
    imgs.map((img) => ({
      alt: img.getAttribute("alt"),
      loading: img.getAttribute("loading"),
      priority: img.getAttribute("fetchpriority"),
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      formats: [...(img.closest("picture")?.querySelectorAll("source") ?? [])].map((s) => s.type),
    })),
  );
  assert.equal(images.length, 7, "hero + six meals");
  assert.ok(images.every((i) => i.alt && i.alt.length > 10));
  // Their boxes keep the pictures' proportions before the files arrive.
  assert.ok(images.every((i) => Number(i.width) > 0 && Number(i.height) > 0));
  assert.ok(images.every((i) => i.formats.join() === "image/avif,image/webp"));
  assert.equal(images[0].loading, "eager");
  assert.equal(images[0].priority, "high");
  assert.ok(images.slice(1).every((i) => i.loading === "lazy"));
  const gallery = await page.locator("main figure:has(img) figcaption").allInnerTexts();
  assert.equal(gallery.length, 6);
  await context.close();
});

test("the hero picture shows before any bundle runs; the meal photos load when scrolled to", async () => {
  const { page, context } = await openPage(browser);
  await page.route(BUNDLE, (route) => route.abort());
  await page.goto(`${BASE_URL}/`);
  const hero = page.locator('main img[fetchpriority="high"]');
  await page.waitForFunction(
    (img) => img.complete && img.naturalWidth > 0,
    await hero.elementHandle(),
  );
  assert.equal(await hero.evaluate((img) => getComputedStyle(img).opacity), "1");
  await context.close();

  const opened = await home({ width: 390 });
  const photos = opened.page.locator("main figure img");
  assert.equal(await photos.count(), 6);
  await scrollThroughImages(opened.page, photos);
  // They waited until the hero was painted, leaving the link to it.
  const { painted, starts } = await opened.page.evaluate(async () => {
    const paints = await new Promise((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({
        type: "largest-contentful-paint",
        buffered: true,
      }),
    );
    return {
      painted: paints.find((e) => /\/hero\./.test(e.url))?.startTime,
      starts: performance
        .getEntriesByType("resource")
        .filter((e) => e.initiatorType === "img" && !/\/hero\./.test(e.name))
        .map((e) => e.startTime),
    };
  });
  assert.ok(painted > 0, "the hero is the largest paint");
  assert.equal(starts.length, 6);
  assert.ok(
    starts.every((start) => start >= painted),
    `requested at ${starts.map(Math.round)}, hero painted at ${Math.round(painted)}`,
  );
  assert.deepEqual(opened.errors, []);
  await opened.context.close();
});

test("Back from a plan's page returns to the same place in the pricing", async () => {
  const { page, context, errors } = await home({ width: 390, height: 800 });
  const plan = page.locator("#pricing").getByRole("link", { name: "Choose 4 Days" }).first();
  await plan.scrollIntoViewIfNeeded();
  // The first scroll lays out the parts passed on the way; let the page settle.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
  const before = await page.evaluate(() => window.scrollY);
  assert.ok(before > 2000, `scrolled down to the pricing (${before})`);
  await plan.click();
  await page.waitForURL(`${BASE_URL}/register`);
  await page.goBack();
  await page.waitForURL(`${BASE_URL}/`);
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, before, { timeout: 5000 });
  // Still there a moment later: nothing above it changed height after the jump.
  await page.waitForTimeout(500);
  assert.ok(Math.abs((await page.evaluate(() => window.scrollY)) - before) < 5);
  await plan.evaluate((a) => {
    const { top, bottom } = a.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) throw new Error(`plan link at ${top}..${bottom}`);
  });
  assert.deepEqual(errors, []);
  await context.close();
});

for (const theme of ["light", "dark"]) {
  test(`no horizontal scroll from 320 to 1440 px wide (${theme})`, async () => {
    for (const width of [320, 390, 768, 1024, 1440]) {
      const { page, context } = await home({ width, theme });
      const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
      assert.equal(dark, theme === "dark");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0, `${width}px overflows by ${overflow}px`);
      await context.close();
    }
  });
}
