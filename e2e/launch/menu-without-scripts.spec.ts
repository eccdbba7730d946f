import { expect, test } from "../support/fixtures";
import { dateOf, menuWords, mondays } from "../support/menu";

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

test("/menu without scripts on a phone: one week at a time, and the switch works", async ({
  open,
}) => {
  const { page } = await open({ javaScriptEnabled: false, width: 390, height: 844 });
  await page.goto("/menu");
  const words = menuWords() as ReturnType<typeof menuWords> & { meals: { weekSwitch: string } };
  const day = (monday: string) => page.getByRole("heading", { level: 3, name: dateOf(monday) });
  const group = page.getByRole("group", { name: words.meals.weekSwitch });
  await expect(day(mondays[0])).toBeVisible();
  await expect(day(mondays[1])).toBeHidden();
  await group.getByText(words.nextWeek).click();
  await expect(day(mondays[1])).toBeVisible();
  await expect(day(mondays[0])).toBeHidden();
});
