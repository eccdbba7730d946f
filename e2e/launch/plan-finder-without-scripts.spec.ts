import { content } from "../support/content";
import { expect, test } from "../support/fixtures";

/* The plan finder needs scripts: without them it says so and leads to what works without. */
test("/plan-finder without scripts says it needs them and links to the plans and the menu", async ({
  open,
}) => {
  const { finder } = content();
  const { page } = await open({ javaScriptEnabled: false, width: 390, height: 844 });
  await page.goto("/plan-finder");
  await expect(page.getByText(finder.noScript.text)).toBeVisible();
  await expect(page.getByRole("link", { name: finder.noScript.plans })).toHaveAttribute(
    "href",
    "/meal-plans",
  );
  await expect(page.getByRole("link", { name: finder.noScript.menu })).toHaveAttribute(
    "href",
    "/menu",
  );
  // The questions, which cannot work without scripts, are left out.
  await expect(page.getByRole("button", { name: finder.next })).toBeHidden();
});
