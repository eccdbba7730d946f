import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { launch, openPage, visit } from "./browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

const paths = [
  "/meal-plans",
  "/meal-plans?tab=ingredient-kits",
  "/contact",
  "/register",
  "/impressum",
];
const widths = [320, 390, 768, 1024, 1440];

for (const theme of ["light", "dark"]) {
  test(`no horizontal scroll from 320 to 1440 px in the ${theme} theme`, async () => {
    const { page, context } = await openPage(browser, { theme, reducedMotion: "reduce" });
    const wide = [];
    for (const path of paths) {
      await visit(page, path);
      assert.equal(
        await page.evaluate(() => document.documentElement.classList.contains("dark")),
        theme === "dark",
      );
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0) wide.push(`${path} at ${width}px: ${overflow}px too wide`);
      }
    }
    assert.deepEqual(wide, []);
    await context.close();
  });
}
