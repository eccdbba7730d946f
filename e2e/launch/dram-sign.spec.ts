import type { Locator, Page } from "@playwright/test";
import { localPath } from "../../src/lib/languages";
import { content } from "../support/content";
import { expect, test, visit } from "../support/fixtures";

/*
 * Armenian and Russian prices end in the dram sign (֏). This machine's fonts (DejaVu) have no
 * glyph for it, as on many Linux desktops: without the site's one-glyph font it would show as
 * an empty box. The sign in a price must look different from a character no font here has.
 */
const DRAM = "\u058f";
/** A character with no glyph in any font of this machine (fc-list ":charset=0d7f" is empty). */
const NO_GLYPH = "\u0d7f";

/** A picture of one character of `price`, after swapping in `char` at the sign's place. */
async function signPixels(price: Locator, char: string): Promise<Buffer> {
  const rect = await price.evaluate(
    (el, [sign, swap]) => {
      const node = [...el.childNodes].find(
        (n) => n.textContent?.includes(sign) || n.textContent?.includes(swap),
      )!;
      const text = node.textContent ?? "";
      const at = Math.max(text.indexOf(sign), text.indexOf(swap));
      node.textContent = text.slice(0, at) + swap + text.slice(at + 1);
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      const { x, y, width, height } = range.getBoundingClientRect();
      return { x, y, width, height };
    },
    [DRAM, char] as const,
  );
  await price.page().evaluate(() => document.fonts.ready);
  return price.page().screenshot({ clip: rect, animations: "disabled" });
}

for (const lang of ["hy", "ru"] as const) {
  test(`${lang}: the dram sign in a price has a glyph, not an empty box`, async ({ page }) => {
    const { plans } = content(lang);
    const plan = plans.find((p) => p.priceText.includes(DRAM))!;
    const font = page.waitForResponse((r) => r.url().endsWith("/fonts/dram.woff2"));
    await visit(page, localPath("/#pricing", lang));
    const price = page.getByText(plan.priceText, { exact: true }).first();
    await price.scrollIntoViewIfNeeded();
    // This machine has no font with the sign, so the one-glyph font is fetched here.
    expect((await font).status()).toBe(200);
    // Declared in the first screen's inline CSS, so a price above the fold gets it at once.
    const inline = await page.locator('style[data-identity="gatsby-global-css"]').textContent();
    expect(inline).toMatch(/@font-face\{[^}]*U\+0?58F/i);
    const sign = await signPixels(price, DRAM);
    const missing = await signPixels(price, NO_GLYPH);
    expect(sign.equals(missing)).toBe(false);
  });
}

/**
 * The fonts Chromium draws each marked element's text with (`marked`: a test attribute
 * numbering them); a font the page downloaded counts as custom.
 */
async function fontsDrawing(page: Page, marked: string, count: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const out: { text: string; fonts: { familyName: string; isCustomFont: boolean }[] }[] = [];
  for (let i = 0; i < count; i++) {
    const selector = `[${marked}="${i}"]`;
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    out.push({ text: await page.locator(selector).innerText(), fonts });
  }
  return out;
}

// A price laid out while the sign's font was loading kept the fallback's empty box in Chromium
// after the font had come (the first plan card's price per day, on a desktop screen).
for (const lang of ["hy", "ru"] as const) {
  test(`${lang}: every price a visitor scrolls to draws the sign with the site's font`, async ({
    page,
  }) => {
    await visit(page, localPath("/", lang));
    const prices = page.locator("main").getByText(DRAM);
    const count = await prices.count();
    expect(count, "the landing shows its prices in dram").toBeGreaterThan(4);
    for (let i = 0; i < count; i++) {
      await prices.nth(i).evaluate((el, n) => el.setAttribute("data-sign-check", String(n)), i);
      await prices.nth(i).scrollIntoViewIfNeeded();
    }
    await page.evaluate(() => document.fonts.ready);
    // What the page does once a price comes near the screen runs after that frame.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
    const drawn = await fontsDrawing(page, "data-sign-check", count);
    const boxes = drawn.filter((d) => !d.fonts.some((f) => f.isCustomFont));
    expect(boxes, "prices whose sign no downloaded font draws").toEqual([]);
  });
}

// A price React writes after hydration, when the sign's font may still be on its way: the
// chosen plan's, in /register's summary.
for (const lang of ["hy", "ru"] as const) {
  test(`${lang}: the chosen plan's price on /register draws the sign with the site's font`, async ({
    page,
  }) => {
    const { plans } = content(lang);
    const plan = plans.find((p) => p.priceText.includes(DRAM))!;
    await visit(page, `${localPath("/register", lang)}?plan=${plan.slug}`);
    const price = page.locator("main").getByText(plan.priceText, { exact: true }).first();
    await expect(price).toBeVisible();
    await price.evaluate((el) => el.setAttribute("data-sign-check", "0"));
    await page.evaluate(() => document.fonts.ready);
    const [drawn] = await fontsDrawing(page, "data-sign-check", 1);
    expect(
      drawn.fonts.some((f) => f.isCustomFont),
      JSON.stringify(drawn),
    ).toBe(true);
  });
}
