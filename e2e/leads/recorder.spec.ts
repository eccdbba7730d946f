import type { Page } from "@playwright/test";
import { HONEYPOT_FIELD } from "../../src/lib/dom-marks";
import { LEAD_TIMEOUT_MS } from "../../src/lib/constants";
import { MAX_LENGTH } from "../../src/lib/visitor-text";
import { content, fill } from "../support/content";
import { expect, installClock, test, visit } from "../support/fixtures";
import { CONTACT_MESSAGE, fillContact, fillRegister, VISITOR } from "../support/forms";
import { EVENTS_PATH, recorder, RECORDER_ORIGIN, type Lead } from "../support/recorder";

/*
 * The build whose forms deliver to the lead recorder (SITE_LEADS=http://127.0.0.1:9331/leads).
 * One recorder serves every test, so they run one after another.
 */
test.describe.configure({ mode: "serial" });

const en = content("en");
const { register, contact, leads, site } = en;
const keep = fill(leads.keep, { email: site.email, phone: site.phone });

test.beforeEach(() => recorder.reset());

/**
 * The requests the page sends to the endpoint, as the browser issues them: a form sends
 * when it is submitted, so once the page shows its answer every request it made is here.
 */
function sentFrom(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (req) => {
    // Measurement's events go to the same stand-in: only the forms' requests count here.
    if (req.url().startsWith(RECORDER_ORIGIN) && !req.url().endsWith(EVENTS_PATH))
      sent.push(`${req.method()} ${req.url()}`);
  });
  return sent;
}

/** Waits until `count` leads have arrived (a request is on its way when the click returns). */
async function arrived(count: number): Promise<Lead[]> {
  await expect.poll(async () => (await recorder.leads()).length).toBe(count);
  return recorder.leads();
}

/** The error toast, and every field of the form still holding what was typed. */
async function failedKeepingFields(page: Page, reason: string) {
  const alert = page.getByRole("alert").filter({ hasText: register.failureTitle });
  await expect(alert).toContainText(reason);
  await expect(alert).toContainText(keep);
  await expect(page.getByLabel(register.nameLabel)).toHaveValue(VISITOR.name);
  await expect(page.getByLabel(register.emailLabel)).toHaveValue(VISITOR.email);
  await expect(page.getByRole("button", { name: register.submit })).toBeEnabled();
}

test.describe("forms delivered to an endpoint", { tag: "@leads" }, () => {
  test("a registration arrives as JSON with name, e-mail, language and page, then the welcome card", async ({
    page,
  }) => {
    await visit(page, "/register");
    await expect(
      page.getByText(fill(leads.consent, { provider: leads.providers.url.name })),
    ).toBeVisible();
    await fillRegister(page, en);
    await page.getByRole("button", { name: register.submit }).click();
    await expect(
      page.getByRole("heading", { name: fill(register.welcomeTitle, { name: VISITOR.name }) }),
    ).toBeVisible();
    const [lead] = await arrived(1);
    expect(lead.contentType).toBe("application/json");
    expect(lead.accept).toBe("application/json");
    expect(lead.body).toMatchObject({
      form: "register",
      ...VISITOR,
      language: "en",
      page: "/register",
    });
    expect(lead.body).not.toHaveProperty(HONEYPOT_FIELD);
  });

  test("the plan chosen on a card and the district travel with the registration", async ({
    page,
  }) => {
    const ru = content("ru");
    const plan = ru.plans.find((p) => p.popular)!;
    const district = ru.districts.find((d) => d.slug === "avan") ?? ru.districts[0];
    await visit(page, `/ru/register?plan=${plan.slug}`);
    await expect(page.getByText(plan.priceText).first()).toBeVisible();
    await fillRegister(page, ru);
    await page.getByLabel(ru.register.districtLabel).selectOption(district.slug);
    await page.getByRole("button", { name: ru.register.submit }).click();
    const [lead] = await arrived(1);
    expect(lead.body).toMatchObject({
      form: "register",
      plan: plan.slug,
      district: district.slug,
      language: "ru",
      page: `/ru/register?plan=${plan.slug}`,
    });
  });

  test("a contact message arrives with every field, the form is cleared and says so", async ({
    page,
  }) => {
    await visit(page, "/contact");
    await fillContact(page, en);
    await page.getByRole("button", { name: contact.form.submit }).click();
    await expect(
      page.getByRole("status").filter({ hasText: contact.form.sentTitle }),
    ).toBeVisible();
    const [lead] = await arrived(1);
    expect(lead.body).toEqual({
      form: "contact",
      ...CONTACT_MESSAGE,
      language: "en",
      page: "/contact",
    });
    await expect(page.getByLabel(contact.form.message)).toHaveValue("");
  });

  test("in Russian the lead says so, and the page speaks Russian", async ({ page }) => {
    const ru = content("ru");
    await visit(page, "/ru/contact");
    await fillContact(page, ru);
    await page.getByRole("button", { name: ru.contact.form.submit }).click();
    await expect(
      page.getByRole("status").filter({ hasText: ru.contact.form.sentTitle }),
    ).toBeVisible();
    const [lead] = await arrived(1);
    expect(lead.body).toMatchObject({ form: "contact", language: "ru", page: "/ru/contact" });
  });

  test("a server error says so in plain words and keeps every field; sending again works", async ({
    page,
  }) => {
    await recorder.answer("500");
    await visit(page, "/register");
    await fillRegister(page, en);
    await page.getByRole("button", { name: register.submit }).click();
    await failedKeepingFields(page, fill(leads.errors.rejected, { status: "500" }));

    await recorder.answer("ok");
    await page.getByRole("button", { name: register.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: register.successTitle })).toBeVisible();
    expect(await arrived(2)).toHaveLength(2);
  });

  test("the provider's own error message is passed on", async ({ page }) => {
    await recorder.answer("error");
    await visit(page, "/register");
    await fillRegister(page, en);
    await page.getByRole("button", { name: register.submit }).click();
    await failedKeepingFields(
      page,
      fill(leads.errors.provider, { message: "This form is not accepting submissions." }),
    );
  });

  // The page's own clock runs the time limit out: no test waits for it.
  test("no answer within the time limit gives up and keeps every field", async ({ page }) => {
    await recorder.answer("hang");
    await installClock(page);
    await visit(page, "/register");
    await fillRegister(page, en);
    const asked = page.waitForRequest((req) => req.url().startsWith(RECORDER_ORIGIN));
    await page.getByRole("button", { name: register.submit }).click();
    await asked;
    await expect(page.getByRole("button", { name: register.submitting })).toBeDisabled();
    await page.clock.fastForward(LEAD_TIMEOUT_MS);
    const seconds = String(LEAD_TIMEOUT_MS / 1000);
    await failedKeepingFields(page, fill(leads.errors.timeout, { seconds }));
  });

  test("an answer that starts and then stalls is cut off at the same time limit", async ({
    page,
  }) => {
    await recorder.answer("stall");
    await installClock(page);
    await visit(page, "/register");
    await fillRegister(page, en);
    // The endpoint's headers have arrived; its body never does.
    const started = page.waitForResponse((res) => res.url().startsWith(RECORDER_ORIGIN));
    await page.getByRole("button", { name: register.submit }).click();
    await started;
    await page.clock.fastForward(LEAD_TIMEOUT_MS);
    const seconds = String(LEAD_TIMEOUT_MS / 1000);
    await failedKeepingFields(page, fill(leads.errors.timeout, { seconds }));
  });

  test("a stopped server gives the error toast and keeps every field", async ({ page }) => {
    await recorder.stop();
    await visit(page, "/register");
    await fillRegister(page, en);
    await page.getByRole("button", { name: register.submit }).click();
    await failedKeepingFields(page, leads.errors.offline);
    expect(await recorder.leads()).toEqual([]);
  });

  test("what was typed survives a reload until it is sent", async ({ page }) => {
    await visit(page, "/contact");
    await page.getByLabel(contact.form.subject).fill(CONTACT_MESSAGE.subject);
    await page.getByLabel(contact.form.message).fill(CONTACT_MESSAGE.message);
    await page.reload();
    await visit(page, "/contact");
    await expect(page.getByLabel(contact.form.message)).toHaveValue(CONTACT_MESSAGE.message);
    await fillContact(page, en);
    await page.getByRole("button", { name: contact.form.submit }).click();
    // Sent once the page has its answer (not when the recorder has the request).
    await expect(
      page.getByRole("status").filter({ hasText: contact.form.sentTitle }),
    ).toBeVisible();
    await arrived(1);
    await visit(page, "/contact");
    await expect(page.getByLabel(contact.form.message)).toHaveValue("");

    await visit(page, "/register");
    await fillRegister(page, en);
    await page.getByLabel(register.districtLabel).selectOption("arabkir");
    await page.reload();
    await visit(page, "/register");
    await expect(page.getByLabel(register.districtLabel)).toHaveValue("arabkir");
    await expect(page.getByLabel(register.nameLabel)).toHaveValue(VISITOR.name);
    await expect(page.getByLabel(register.emailLabel)).toHaveValue(VISITOR.email);
  });

  test("a bot that fills the honeypot sees success and nothing is sent", async ({ page }) => {
    const sent = sentFrom(page);
    await visit(page, "/register");
    await fillRegister(page, en);
    // Not displayed, so filled the way a bot fills it: straight into the page's HTML.
    await page
      .locator(`[name="${HONEYPOT_FIELD}"]`)
      .evaluate((el: HTMLInputElement) => (el.value = "https://spam.example"));
    await page.getByRole("button", { name: register.submit }).click();
    await expect(
      page.getByRole("heading", { name: fill(register.welcomeTitle, { name: VISITOR.name }) }),
    ).toBeVisible();
    expect(sent).toEqual([]);
    expect(await recorder.leads()).toEqual([]);
  });

  test("a double click sends once", async ({ page }) => {
    const sent = sentFrom(page);
    await visit(page, "/register");
    await fillRegister(page, en);
    await page.getByRole("button", { name: register.submit }).dblclick();
    await expect(page.getByRole("status").filter({ hasText: register.successTitle })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(await arrived(1)).toHaveLength(1);
  });

  test("the legal notice names the service the data goes through", async ({ page }) => {
    const { impressum } = en;
    const provider = leads.providers.url;
    await visit(page, "/impressum");
    await expect(page.getByRole("heading", { name: impressum.privacyHeading })).toBeVisible();
    await expect(
      page.getByText(fill(impressum.privacyText, { provider: provider.name, email: site.email })),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: fill(impressum.privacyLink, { provider: provider.name }) }),
    ).toHaveAttribute("href", provider.privacyUrl);
  });

  test("the security policy lets the page reach the endpoint and nothing else new", async ({
    page,
  }) => {
    const response = await page.goto("/register");
    const csp = (await response!.headerValue("content-security-policy")) ?? "";
    expect(csp).toContain(`connect-src 'self' ${RECORDER_ORIGIN};`);
    expect(csp).toContain(`form-action 'self' ${RECORDER_ORIGIN};`);
    expect(csp).toContain("default-src 'self';");
  });
});

test.describe("bad input, with delivery on", { tag: "@leads" }, () => {
  test("a name of spaces only counts as empty and nothing is sent", async ({ page }) => {
    const sent = sentFrom(page);
    await visit(page, "/register");
    const name = page.getByLabel(register.nameLabel);
    await name.fill("     ");
    await page.getByLabel(register.emailLabel).fill(VISITOR.email);
    await page.getByRole("button", { name: register.submit }).click();
    await expect(name).toHaveValue("");
    expect(await name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    // Sending would have renamed the button (its pending state) and issued the request.
    await expect(page.getByRole("button", { name: register.submit })).toBeEnabled();
    expect(sent).toEqual([]);
    expect(await recorder.leads()).toEqual([]);
  });

  test("a long unbroken name is sent cut to the limit and never widens the page at 320 px", async ({
    open,
  }) => {
    const { page } = await open({ width: 320, height: 700 });
    await visit(page, "/register");
    await page.getByLabel(register.nameLabel).pressSequentially("W".repeat(MAX_LENGTH.name + 20), {
      delay: 0,
    });
    await page.getByLabel(register.emailLabel).fill(`${"a".repeat(60)}@example.com`);
    await page.getByRole("button", { name: register.submit }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      "W".repeat(MAX_LENGTH.name),
    );
    const [lead] = await arrived(1);
    expect(lead.body.name).toBe("W".repeat(MAX_LENGTH.name));
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
  });

  test("a bidirectional control character in the name cannot reorder the greeting", async ({
    page,
  }) => {
    await visit(page, "/register");
    const typed = "\u202eAni";
    await fillRegister(page, en, { name: typed, email: VISITOR.email });
    await page.getByRole("button", { name: register.submit }).click();
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(fill(register.welcomeTitle, { name: typed }));
    await expect(heading.locator("bdi")).toHaveText(typed);
    expect((await arrived(1))[0].body.name).toBe(typed);
  });
});
