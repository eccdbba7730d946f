import type { Page } from "@playwright/test";
import type { Content } from "./content";
import { VISITOR } from "./forms";

/*
 * The subscription page as a subscriber uses it: who they are, then one kind of request,
 * each field found by its label in the page's language.
 */

/** What a subscriber types: the e-mail they signed up with and a phone as people write it. */
export const SUBSCRIBER = { email: VISITOR.email, phone: "091 23 45 67" };

export const group = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

/** Types the e-mail and phone and chooses a kind of request. */
export async function startRequest(
  page: Page,
  { subscription: words }: Pick<Content, "subscription">,
  kind: "skip" | "pause" | "change" | "cancel",
  who = SUBSCRIBER,
) {
  await page.getByLabel(words.who.email.label, { exact: true }).fill(who.email);
  await page.getByLabel(words.who.phone.label, { exact: true }).fill(who.phone);
  await group(page, words.request.label).getByLabel(words.request[kind], { exact: true }).check();
}

/**
 * A route state of the quality gates: a pause of 5 weeks with a phone that does not read,
 * sent: each field says what it expects.
 */
export async function pauseRefused(page: Page, copy: Content) {
  const words = copy.subscription;
  await startRequest(page, copy, "pause", { email: SUBSCRIBER.email, phone: "12 34" });
  await page.getByLabel(words.pause.from, { exact: true }).selectOption({ index: 1 });
  await page.getByLabel(words.pause.length, { exact: true }).fill("5");
  await page.getByRole("button", { name: words.submit }).click();
  await page.getByText(words.pause.invalid).waitFor();
}

/** A change with a district chosen: its days and time windows shown. */
export async function changeChosen(page: Page, copy: Content) {
  const words = copy.subscription;
  await startRequest(page, copy, "change");
  await page.getByLabel(words.change.district, { exact: true }).selectOption("kentron");
  await group(page, words.change.days).waitFor();
}
