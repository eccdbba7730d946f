import type { Page } from "@playwright/test";
import { content, type Content } from "./content";
import { expect, hydrated } from "./fixtures";
import { fillRegister, VISITOR } from "./forms";
import { loadContent } from "../../gatsby/loader";
import type { Lang } from "../../src/lib/languages";

/*
 * Reaching the delivery step as a visitor does: sign up on /register (a plan and the finder's
 * diets in the address, a district chosen), then open "Plan your first delivery".
 */

export type DeliveryWords = ReturnType<typeof deliveryWords>;
export const deliveryWords = (lang: Lang = "en") =>
  loadContent().read<{
    offer: { title: string; open: string };
    phone: { label: string; missing: string; invalid: string };
    contact: Record<"label" | "call" | "whatsapp" | "telegram" | "viber", string>;
    district: { label: string };
    days: { label: string; missing: string };
    window: { label: string; missing: string };
    week: { label: string; option: string; none: string; missing: string };
    food: { diet: string; without: string };
    note: { label: string };
    code: { label: string; unknown: string; expired: string; applied: string; price: string };
    submit: string;
    failureTitle: string;
    summary: Record<"title" | "call" | "message" | "later" | "code", string>;
    codes: { code: string; percentOff: number; validUntil: string }[];
  }>("first-delivery.json", lang);

/** Signs up (the clock already set) and opens the delivery step. */
export async function openDeliveryStep(
  page: Page,
  { district = "ajapnyak", path = "/register?plan=ready-5&diet=vegetarian&without=nuts" } = {},
  copy: Content = content(),
) {
  const words = deliveryWords();
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
