import { content } from "../support/content";
import { expect, test, visit, type Theme } from "../support/fixtures";
import { horizontalOverflow, isDark, NO_SCROLL_WIDTHS } from "../support/pages";

const { mealPlans } = content();

/** The pages besides the landing page (it has its own check), the kits tab included. */
const paths = [
  "/meal-plans",
  `/meal-plans?tab=${mealPlans.tabs[1].value}`,
  "/contact",
  "/register",
  "/impressum",
];

test.describe("the inner pages", () => {
  for (const theme of ["light", "dark"] as Theme[])
    test(`no horizontal scroll from 320 to 1440 px in the ${theme} theme`, async ({ open }) => {
      const { page } = await open({ theme, reducedMotion: "reduce" });
      const wide: string[] = [];
      for (const path of paths) {
        await visit(page, path);
        expect(await isDark(page), `${path}: the ${theme} theme`).toBe(theme === "dark");
        for (const width of NO_SCROLL_WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          const overflow = await horizontalOverflow(page);
          if (overflow > 0) wide.push(`${path} at ${width}px: ${overflow}px too wide`);
        }
      }
      expect(wide).toEqual([]);
    });
});
