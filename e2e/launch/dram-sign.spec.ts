import type { Locator } from "@playwright/test";
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
