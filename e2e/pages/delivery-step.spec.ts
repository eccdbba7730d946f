import type { Page } from "@playwright/test";
import { content, fill } from "../support/content";
import { expect, test } from "../support/fixtures";
import { openDeliveryStep } from "../support/delivery";
import { addDays, cutoffOf, dateOf, inYerevan, menuWords, mondays } from "../support/menu";
import { formatPrice } from "../../src/lib/format";
import { formatDayMonth } from "../../src/catalog/text";

/*
 * The optional second step after signing up, with delivery off (simulated like the
 * registration): the district's own days and windows, the weeks still open by the page's
 * clock, the phone and the code refused by their fields with nothing lost, and the summary.
 */

const en = content();
const words = content().delivery;
const menu = menuWords();
const dayName = (id: string) => menu.days.find((d) => d.slug === id)!.name;
const district = en.districts.find((d) => d.slug === "ajapnyak")!;
/** The Friday before the second published week, its order cutoff day. */
const cutoffDay = addDays(mondays[1], -3);

const group = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

test.describe("Plan your first delivery", () => {
  test("offers only the district's days and windows", async ({ page }) => {
    await page.clock.setFixedTime(inYerevan(addDays(mondays[0], 1)));
    await openDeliveryStep(page);
    const days = group(page, words.days.label).getByRole("checkbox");
    await expect(days).toHaveCount(3);
    for (const id of ["mon", "wed", "fri"])
      await expect(group(page, words.days.label).getByLabel(dayName(id))).toBeVisible();
    await expect(group(page, words.window.label).getByRole("radio")).toHaveCount(
      district.windows.length,
    );
    // The finder's diets and allergens come ticked.
    const diet = menu.diets.find((d) => d.slug === "vegetarian")!.name;
    await expect(group(page, words.food.diet).getByLabel(diet, { exact: true })).toBeChecked();
  });

  test("the first week offered is the one whose order cutoff has not passed", async ({ page }) => {
    await page.clock.setFixedTime(inYerevan(cutoffDay, "17:59"));
    await openDeliveryStep(page);
    const weeks = group(page, words.week.label).getByRole("radio");
    await expect(weeks.first()).toHaveAccessibleName(
      `${fill(words.week.option, { date: formatDayMonth(mondays[1], "en") })} (${cutoffOf(mondays[1])})`,
    );
  });

  test("after Friday 18:00 the week after becomes the first offered", async ({ page }) => {
    await page.clock.setFixedTime(inYerevan(cutoffDay, "18:01"));
    await openDeliveryStep(page);
    const weeks = group(page, words.week.label).getByRole("radio");
    await expect(weeks.first()).toHaveAccessibleName(
      `${fill(words.week.option, { date: formatDayMonth(mondays[2], "en") })} (${cutoffOf(mondays[2])})`,
    );
  });

  test("a wrong phone and an unknown code are refused by their fields, nothing lost; then the summary", async ({
    page,
    errors,
  }) => {
    await page.clock.setFixedTime(inYerevan(addDays(mondays[0], 1)));
    await openDeliveryStep(page);
    const phone = page.getByLabel(words.phone.label, { exact: true });
    const code = page.getByLabel(words.code.label);
    await phone.fill("91 234567");
    await page.getByLabel(words.note.label).fill("Door code 42, fourth floor");
    await group(page, words.days.label).getByLabel(dayName("wed")).check();
    await group(page, words.window.label).getByRole("radio").last().check();
    await group(page, words.week.label).getByRole("radio").first().check();
    await group(page, words.contact.label).getByLabel(words.contact.whatsapp).check();
    await code.fill("WELCOME99");
    await page.getByRole("button", { name: words.submit }).click();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription(words.phone.invalid);
    await expect(code).toHaveAccessibleDescription(words.code.unknown);
    await expect(page.getByLabel(words.note.label)).toHaveValue("Door code 42, fourth floor");
    await expect(group(page, words.days.label).getByLabel(dayName("wed"))).toBeChecked();

    await phone.fill("(091) 234-567");
    const welcome = words.codes[0];
    await code.fill(welcome.code.toLowerCase());
    await code.blur();
    const plan = en.plans.find((p) => p.slug === "ready-5")!;
    const price = (amount: number) => formatPrice(amount, en.site.currency, "en");
    await expect(
      page.getByText(
        fill(words.code.price, {
          price: price(Math.round((plan.price * (100 - welcome.percentOff)) / 100)),
          was: price(plan.price),
        }),
      ),
    ).toBeVisible();
    await page.getByRole("button", { name: words.submit }).click();
    await expect(page.getByRole("heading", { name: words.summary.title })).toBeFocused();
    // Wednesday of the first week still open (its own cutoff is the Friday before it).
    const sentence = fill(words.summary.message, {
      phone: "+374 91 234567",
      channel: words.contact.whatsapp,
      date: dateOf(addDays(mondays[1], 2)),
      window: district.windows.at(-1)!.replace("-", "–"),
      district: district.name,
    });
    await expect(page.getByText(sentence)).toBeVisible();
    expect(errors).toEqual([]);
  });
});
