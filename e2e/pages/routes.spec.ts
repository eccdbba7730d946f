import { content, literal } from "../support/content";
import { expect, test, visit } from "../support/fixtures";
import { NOT_FOUND_PATH } from "../support/routes";

const { home, mealPlans, contact, register, impressum, ui } = content();

/** Every page and the heading it opens with. */
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

  test("an unknown path answers 404 and shows Page Not Found with a link home", async ({
    page,
  }) => {
    const logs: string[] = [];
    page.on("console", (msg) => logs.push(msg.text()));
    const response = await visit(page, NOT_FOUND_PATH);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", {
        name: new RegExp(
          `${literal(ui.notFound.title).source}.*${literal(ui.notFound.subtitle).source}`,
        ),
      }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: ui.notFound.cta })).toHaveAttribute("href", "/");
    await expect
      .poll(() => logs.some((line) => line.includes(NOT_FOUND_PATH)), {
        message: "the missing path is logged",
      })
      .toBe(true);
  });
});
