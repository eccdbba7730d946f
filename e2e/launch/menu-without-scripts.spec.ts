import { expect, test } from "../support/fixtures";
import { dateOf, mondays } from "../support/menu";

/*
 * The menu as the launch build serves it to a visitor without scripts (the gated preview
 * shows them its gate): the build's week and the next one; the weeks only a later date
 * shows stay inert text.
 */
test("/menu without scripts shows the build's week, with the next beside it", async ({ open }) => {
  const { page } = await open({ javaScriptEnabled: false });
  await page.goto("/menu");
  const day = (monday: string) => page.getByRole("heading", { level: 3, name: dateOf(monday) });
  await expect(day(mondays[0])).toBeVisible();
  await expect(day(mondays[1])).toBeVisible();
  await expect(day(mondays[2])).toHaveCount(0);
});
