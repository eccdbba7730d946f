import type { Page } from "@playwright/test";
import { content, type Content } from "./content";
import { expect, hydrated } from "./fixtures";
import { fillRegister, VISITOR } from "./forms";

/*
 * Reaching the delivery step as a visitor does: sign up on /register (a plan and the finder's
 * diets in the address, a district chosen), then open "Plan your first delivery".
 */

/** Signs up (the clock already set) and opens the delivery step. */
export async function openDeliveryStep(
  page: Page,
  { district = "ajapnyak", path = "/register?plan=ready-5&diet=vegetarian&without=nuts" } = {},
  copy: Content = content(),
) {
  const words = copy.delivery;
  await page.goto(path, { waitUntil: "load" });
  await hydrated(page);
  await fillRegister(page, copy);
  await page.getByLabel(copy.register.districtLabel).selectOption(district);
  await page.getByRole("button", { name: copy.register.submit }).click();
  await expect(
    page.getByRole("heading", { name: copy.register.welcomeTitle.replace("{name}", VISITOR.name) }),
  ).toBeVisible();
  await page.getByRole("button", { name: words.offer.open }).click();
  await expect(page.getByRole("heading", { name: words.offer.title })).toBeFocused();
  return words;
}
