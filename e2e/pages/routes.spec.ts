import { content } from "../support/content";
import { expect, test, visit } from "../support/fixtures";

const { home, mealPlans, contact, register, impressum } = content();

/** Every page and the heading it opens with (the not-found page: e2e/shell/misc.spec.ts). */
const pages = [
  { path: "/", heading: home.hero.title },
  { path: "/meal-plans", heading: mealPlans.hero.title },
  { path: "/contact", heading: contact.header.title },
  { path: "/register", heading: register.heading },
  { path: "/impressum", heading: impressum.title },
];

test.describe("routes", () => {
  for (const { path, heading } of pages)
    test(`${path} answers 200 and shows its page heading`, async ({ page, errors }) => {
      const response = await visit(page, path);
      expect(response?.status()).toBe(200);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(heading);
      expect(errors).toEqual([]);
    });
});
