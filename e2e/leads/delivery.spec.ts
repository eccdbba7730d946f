import type { Page } from "@playwright/test";
import { LEAD_TIMEOUT_MS } from "../../src/lib/constants";
import { content, fill } from "../support/content";
import { expect, test } from "../support/fixtures";
import { openDeliveryStep } from "../support/delivery";
import { VISITOR } from "../support/forms";
import { addDays, inYerevan, menuWords, mondays } from "../support/menu";
import { recorder, RECORDER_ORIGIN, type Lead } from "../support/recorder";

/*
 * The delivery step on the build whose forms deliver to the lead recorder: one message with
 * every answer, linked to the registration by its e-mail; a failure keeps every field.
 */
test.describe.configure({ mode: "serial" });

const en = content();
const words = content().delivery;
const menu = menuWords();
const dayName = (id: string) => menu.days.find((d) => d.slug === id)!.name;
const group = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

test.beforeEach(() => recorder.reset());

async function fillStep(page: Page) {
  await page.getByLabel(words.phone.label, { exact: true }).fill("091 23 45 67");
  await group(page, words.contact.label).getByLabel(words.contact.telegram).check();
  for (const id of ["mon", "fri"])
    await group(page, words.days.label).getByLabel(dayName(id)).check();
  await group(page, words.window.label).getByRole("radio").first().check();
  await group(page, words.week.label).getByRole("radio").first().check();
  await page.getByLabel(words.note.label).fill("Door code 42");
  await page.getByLabel(words.code.label).fill("welcome10");
}

const deliveries = async () =>
  (await recorder.leads()).filter((l: Lead) => l.body.form === "delivery");

test.describe("the first delivery's details delivered to an endpoint", { tag: "@leads" }, () => {
  test("arrive once, as one message with every answer, linked by the e-mail", async ({ page }) => {
    await page.clock.install({ time: inYerevan(addDays(mondays[0], 1)) });
    await openDeliveryStep(page);
    await fillStep(page);
    const submit = page.getByRole("button", { name: words.submit });
    await submit.dblclick();
    await expect(page.getByRole("heading", { name: words.summary.title })).toBeVisible();
    await expect.poll(async () => (await deliveries()).length).toBe(1);
    const [lead] = await deliveries();
    expect(lead.body).toEqual({
      form: "delivery",
      email: VISITOR.email,
      plan: "ready-5",
      phone: "+37491234567",
      contact: "telegram",
      district: "ajapnyak",
      days: "mon,fri",
      window: en.districts.find((d) => d.slug === "ajapnyak")!.windows[0],
      week: mondays[1],
      diet: "vegetarian",
      without: "nuts",
      note: "Door code 42",
      code: "welcome10",
      // The dish each day of the first week brings, for the ticked diet and allergen.
      dishes: expect.stringMatching(/^mon-lunch:[\w-]*,mon-dinner:[\w-]*,tue-lunch:/),
      language: "en",
      page: "/register?plan=ready-5&diet=vegetarian&without=nuts",
    });
  });

  test("a server error keeps every answer; sending again works", async ({ page }) => {
    await page.clock.install({ time: inYerevan(addDays(mondays[0], 1)) });
    await openDeliveryStep(page);
    await recorder.answer("500");
    await fillStep(page);
    await page.getByRole("button", { name: words.submit }).click();
    const alert = page.getByRole("alert").filter({ hasText: words.failureTitle });
    await expect(alert).toContainText(fill(en.leads.errors.rejected, { status: "500" }));
    await expect(page.getByLabel(words.phone.label, { exact: true })).toHaveValue("+37491234567");
    await expect(page.getByLabel(words.note.label)).toHaveValue("Door code 42");
    await expect(group(page, words.days.label).getByLabel(dayName("fri"))).toBeChecked();
    await recorder.answer("ok");
    await page.getByRole("button", { name: words.submit }).click();
    await expect(page.getByRole("heading", { name: words.summary.title })).toBeVisible();
  });

  test("no answer within the time limit gives up and keeps every answer", async ({ page }) => {
    await page.clock.install({ time: inYerevan(addDays(mondays[0], 1)) });
    await openDeliveryStep(page);
    await recorder.answer("hang");
    await fillStep(page);
    const asked = page.waitForRequest(
      (req) => req.url().startsWith(RECORDER_ORIGIN) && (req.postData() ?? "").includes("delivery"),
    );
    await page.getByRole("button", { name: words.submit }).click();
    await asked;
    await page.clock.fastForward(LEAD_TIMEOUT_MS);
    const alert = page.getByRole("alert").filter({ hasText: words.failureTitle });
    await expect(alert).toContainText(
      fill(en.leads.errors.timeout, { seconds: String(LEAD_TIMEOUT_MS / 1000) }),
    );
    await expect(page.getByLabel(words.note.label)).toHaveValue("Door code 42");
  });

  test("Back and Forward keep the step as typed, then the summary of what was chosen", async ({
    page,
  }) => {
    await page.clock.install({ time: inYerevan(addDays(mondays[0], 1)) });
    await openDeliveryStep(page);
    await fillStep(page);
    // To another page of the site and Back again: the step is open with every answer.
    const away = async () => {
      await page.getByRole("link", { name: en.register.welcomeCta }).click();
      await expect(page).toHaveURL(/\/$/);
      await page.goBack();
    };
    await away();
    await expect(page.getByLabel(words.note.label)).toHaveValue("Door code 42");
    await expect(group(page, words.days.label).getByLabel(dayName("fri"))).toBeChecked();
    await page.getByRole("button", { name: words.submit }).click();
    await expect(page.getByRole("heading", { name: words.summary.title })).toBeVisible();

    await away();
    const plan = en.plans.find((p) => p.slug === "ready-5")!;
    const line = (label: string) =>
      page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
    await expect(page.getByRole("heading", { name: words.summary.title })).toBeVisible();
    await expect(line(en.register.plan.title)).toContainText(plan.name);
    // The code's reduced price, beside the plan's own.
    await expect(line(words.recap.price)).toContainText(plan.priceText);
    await expect(line(words.recap.price)).toContainText("WELCOME10");
    await expect(line(words.days.label)).toHaveText(`${dayName("mon")}, ${dayName("fri")}`);
    await expect(line(words.recap.first)).toContainText(dayName("mon"));
    await expect(line(en.paying.title)).toHaveText(en.paying.text);
    // Back out of the site and Forward again: the page is loaded anew and finds its summary.
    await page.goBack();
    await page.goForward();
    await expect(line(en.paying.title)).toHaveText(en.paying.text);
    // That only a reload returns to the form is checked without the test's clock (the
    // register page's tests): the clock stands in for the page's navigation timing too, so
    // under it no load reads as a reload, and the page would keep its summary.
  });
});
