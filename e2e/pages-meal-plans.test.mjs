import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { launch, openPage, visit } from "./browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

/** Waits until the named tab is the selected one (React commits after the key event). */
const selected = (page, name) =>
  page
    .getByRole("tab", { name, selected: true })
    .waitFor({ timeout: 5000 })
    .then(() => true);

test("the ready-to-eat tab is selected by default and arrow keys move between the tabs", async () => {
  const { page, context, errors } = await openPage(browser);
  await visit(page, "/meal-plans");
  assert.equal(await page.getByRole("tab").count(), 2);
  assert.ok(await selected(page, "Ready-to-Eat Meals"));
  assert.equal(await page.getByRole("tabpanel").getByRole("heading", { level: 3 }).count(), 7);

  await page.getByRole("tab", { name: "Ready-to-Eat Meals" }).focus();
  await page.keyboard.press("ArrowRight");
  assert.ok(await selected(page, "Ingredient Kits"));
  assert.ok(
    await page
      .getByRole("tab", { name: "Ingredient Kits" })
      .evaluate((el) => el === document.activeElement),
  );
  await page.getByRole("region", { name: "What's Included" }).waitFor();
  assert.equal(
    await page.getByRole("region", { name: "What's Included" }).getByRole("listitem").count(),
    4,
  );
  assert.equal(new URL(page.url()).search, "?tab=ingredient-kits");

  await page.keyboard.press("ArrowLeft");
  assert.ok(await selected(page, "Ready-to-Eat Meals"));
  assert.equal(new URL(page.url()).search, "");
  assert.deepEqual(errors, []);
  await context.close();
});

test("?tab=ingredient-kits opens the kits tab, also after a reload", async () => {
  const { page, context, errors } = await openPage(browser);
  await visit(page, "/meal-plans?tab=ingredient-kits");
  assert.ok(await selected(page, "Ingredient Kits"));
  await page.getByRole("region", { name: "What's Included" }).waitFor();
  await page.reload();
  await page.getByRole("region", { name: "What's Included" }).waitFor();
  assert.ok(await selected(page, "Ingredient Kits"));
  assert.deepEqual(errors, []);
  await context.close();
});

test("the sample menu shows the first 3 weekday meals with calories and protein", async () => {
  const { page, context } = await openPage(browser);
  await visit(page, "/meal-plans");
  const menu = page.getByRole("region", { name: "This week's sample menu" });
  const items = menu.locator("ol > li");
  assert.equal(await items.count(), 3);
  const texts = await items.allInnerTexts();
  assert.match(
    texts[0],
    /MONDAY[\s\S]*Grilled Chicken Quinoa Bowl[\s\S]*520 kcal[\s\S]*42g protein/i,
  );
  assert.match(texts[2], /Wednesday/i);
  await context.close();
});

test("seven plan cards: single box 5,000, two grids with the right prices, 4-day plans Most Popular", async () => {
  const { page, context } = await openPage(browser);
  await visit(page, "/meal-plans");
  const ctas = page.getByRole("link", { name: /^(Choose|Order)/ });
  assert.equal(await ctas.count(), 7);
  for (const href of await ctas.evaluateAll((els) => els.map((a) => a.getAttribute("href"))))
    assert.equal(href, "/register");

  const trial = page.getByRole("region", { name: "Try Before You Subscribe" });
  assert.match(await trial.innerText(), /5,000 AMD\s*one-time/);

  const grids = {
    "Ready-to-eat subscriptions": ["12,000 AMD", "15,000 AMD", "15,000 AMD"],
    "DIY ingredient-kit subscriptions": ["9,000 AMD", "11,000 AMD", "15,000 AMD"],
  };
  for (const [name, prices] of Object.entries(grids)) {
    const cards = await page
      .getByRole("region", { name })
      .locator(":scope > ul > li")
      .evaluateAll((lis) =>
        lis.map((li) => ({
          price: li.innerText.match(/[\d,]+ AMD/)[0],
          popular: li.innerText.includes("Most Popular"),
          title: li.querySelector("h3").innerText.split("\n")[0],
          highlighted: getComputedStyle(li.querySelector("a")).backgroundColor,
        })),
      );
    assert.deepEqual(
      cards.map((c) => c.price),
      prices,
    );
    assert.deepEqual(
      cards.map((c) => c.popular),
      [false, true, false],
    );
    assert.equal(cards[1].title, "4 Days");
    assert.notEqual(cards[1].highlighted, cards[0].highlighted, "the popular button stands out");
  }
  await context.close();
});

test("the hero picture is served responsively and loads first", async () => {
  const { page, context } = await openPage(browser);
  await visit(page, "/meal-plans");
  const img = page.getByRole("img", { name: /Buddha bowl/ });
  assert.equal(await img.getAttribute("loading"), "eager");
  assert.equal(await img.getAttribute("fetchpriority"), "high");
  const types = await page
    .locator("picture source")
    .evaluateAll((s) => s.map((el) => el.getAttribute("type")));
  assert.ok(types.includes("image/avif") && types.includes("image/webp"), types.join());
  assert.ok(await img.evaluate((el) => el.complete && el.naturalWidth > 0));
  await context.close();
});
