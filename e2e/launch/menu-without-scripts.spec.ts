import { expect, test } from "../support/fixtures";
import { dateOf, menuWords, mondays } from "../support/menu";

/*
 * The menu as the launch build serves it to a visitor without scripts (the gated preview
 * shows them its gate): the week open for orders on the build's date, with the week being
 * delivered behind the switch; the weeks only a later date shows stay out of sight.
 */
const words = menuWords() as ReturnType<typeof menuWords> & { meals: { weekSwitch: string } };

for (const width of [390, 1280])
  test(`/menu without scripts at ${width} px: the week open for orders, and the switch works`, async ({
    open,
  }) => {
    const { page } = await open({ javaScriptEnabled: false, width, height: 844 });
    await page.goto("/menu");
    const day = (monday: string) => page.getByRole("heading", { level: 3, name: dateOf(monday) });
    const group = page.getByRole("group", { name: words.meals.weekSwitch });
    // The build's date is in the first published week: orders are open for the second.
    await expect(day(mondays[1])).toBeVisible();
    await expect(day(mondays[0])).toBeHidden();
    await group.getByText(words.thisWeek).click();
    await expect(day(mondays[0])).toBeVisible();
    await expect(day(mondays[1])).toBeHidden();
  });
