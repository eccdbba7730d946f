import type { Page } from "@playwright/test";
import { subscriptionContext } from "../../gatsby/subscription/context";
import { LEAD_TIMEOUT_MS } from "../../src/lib/constants";
import { weekLabel } from "../../src/subscription/week-label";
import { content, fill, siteContent } from "../support/content";
import { expect, test, visit } from "../support/fixtures";
import { BUILD_TODAY, inYerevan } from "../support/menu";
import { recorder, RECORDER_ORIGIN, type Lead } from "../support/recorder";
import { group, startRequest, SUBSCRIBER } from "../support/subscription";

/*
 * A subscriber's requests on the build whose forms deliver to the lead recorder: each kind
 * arrives once as one message with its own fields; Friday's 18:00 cutoff moves a request to
 * the next week, said before sending; refused answers and failures keep every field.
 */
test.describe.configure({ mode: "serial" });

const en = content();
const words = en.subscription;
const { weeks } = subscriptionContext(siteContent(), "en", BUILD_TODAY);
/** Friday 27 November 2026: the week of 30 November closes at 18:00. */
const BEFORE = inYerevan("2026-11-27", "17:58");
const who = {
  email: SUBSCRIBER.email,
  phone: "+37491234567",
  language: "en",
  page: "/subscription",
};

const requests = async () =>
  (await recorder.leads()).filter((l: Lead) => l.body.form === "subscription").map((l) => l.body);
const send = (page: Page) => page.getByRole("button", { name: words.submit }).click();
const summary = (page: Page) => page.getByRole("heading", { name: words.summary.title });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function openAt(page: Page, time: Date) {
  await page.clock.install({ time });
  await visit(page, "/subscription");
}

test.beforeEach(async ({ context }) => {
  await recorder.reset();
  // Plausible's tracker stays silent in a browser driven by automation unless told otherwise.
  await context.addInitScript(() => {
    (window as unknown as { __plausible: boolean }).__plausible = true;
  });
});

test.describe("a subscriber's requests delivered to an endpoint", { tag: "@leads" }, () => {
  test("each kind arrives once, with its own fields, counted by its kind only", async ({
    page,
  }) => {
    await openAt(page, BEFORE);
    await startRequest(page, en, "skip");
    for (const week of weeks.slice(1, 3))
      await group(page, words.skip.label).getByLabel(weekLabel(words, week)).check();
    await page.getByRole("button", { name: words.submit }).dblclick();
    await expect(summary(page)).toBeVisible();

    await visit(page, "/subscription");
    await startRequest(page, en, "pause");
    await field(page, words.pause.from).selectOption(weeks[2].monday);
    await field(page, words.pause.length).fill("3");
    await expect(page.getByText(fill(words.pause.resume, { date: weeks[5].date }))).toBeVisible();
    await send(page);
    await expect(summary(page)).toBeVisible();
    await expect(page.getByText(words.summary.confirm)).toBeVisible();

    await visit(page, "/subscription");
    await startRequest(page, en, "change");
    await field(page, words.change.from).selectOption(weeks[1].monday);
    await field(page, words.change.plan).selectOption("diy-4");
    await field(page, words.change.district).selectOption("kentron");
    await group(page, words.change.days).getByRole("checkbox").first().check();
    await group(page, words.change.window).getByRole("radio").first().check();
    await group(page, words.change.diet).getByRole("checkbox").first().check();
    await send(page);
    await expect(summary(page)).toBeVisible();

    await visit(page, "/subscription");
    await startRequest(page, en, "cancel");
    await field(page, words.cancel.from).selectOption(weeks[1].monday);
    await field(page, words.cancel.reason).fill("Moving abroad");
    await send(page);
    await expect(summary(page)).toBeVisible();

    await expect.poll(async () => (await requests()).length).toBe(4);
    const [skip, pause, change, cancel] = await requests();
    expect(skip).toEqual({
      form: "subscription",
      request: "skip",
      ...who,
      weeks: `${weeks[1].monday},${weeks[2].monday}`,
    });
    expect(pause).toEqual({
      form: "subscription",
      request: "pause",
      ...who,
      from: weeks[2].monday,
      length: "3",
      resume: weeks[5].monday,
    });
    expect(change).toMatchObject({ request: "change", from: weeks[1].monday, plan: "diy-4" });
    expect(change).toMatchObject({ district: "kentron", window: expect.any(String) });
    expect(change.days).not.toBe("");
    expect(change.without).toBe("");
    expect(cancel).toEqual({
      form: "subscription",
      request: "cancel",
      ...who,
      from: weeks[1].monday,
      reason: "Moving abroad",
    });
    await expect
      .poll(async () =>
        (await recorder.events())
          .map((e) => e.body as unknown as { n: string; p?: Record<string, string> })
          .filter((e) => e.n === "Subscription request sent")
          .map((e) => e.p),
      )
      .toEqual(
        ["skip", "pause", "change", "cancel"].map((request) => ({ request, language: "en" })),
      );
  });

  test("past Friday's 18:00 cutoff a pause starts a week later, said before sending", async ({
    page,
  }) => {
    await openAt(page, BEFORE);
    await startRequest(page, en, "pause");
    await field(page, words.pause.from).selectOption(weeks[1].monday);
    await field(page, words.pause.length).fill("1");
    const passed = fill(words.passed.pause, {
      closed: weeks[1].date,
      cutoff: weeks[1].cutoff,
      date: weeks[2].date,
    });
    await expect(page.getByText(passed)).toHaveCount(0);
    // The page stays open past the cutoff: the week chosen has closed by the time it is sent.
    await page.clock.fastForward("05:00");
    await send(page);
    const closed = fill(words.week.closed, { date: weeks[1].date, next: weeks[2].date });
    await expect(field(page, words.pause.from)).toHaveAccessibleDescription(
      new RegExp(closed.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    );
    await expect(page.getByText(passed)).toBeVisible();
    await field(page, words.pause.from).selectOption(weeks[2].monday);
    await send(page);
    await expect(summary(page)).toBeVisible();
    await expect.poll(async () => (await requests()).length).toBe(1);
    expect((await requests())[0]).toMatchObject({ from: weeks[2].monday, resume: weeks[3].monday });
  });

  test("a phone that does not read and a 5-week pause are refused, nothing lost", async ({
    page,
  }) => {
    await openAt(page, BEFORE);
    await startRequest(page, en, "pause", { email: SUBSCRIBER.email, phone: "12 34" });
    await field(page, words.pause.from).selectOption(weeks[1].monday);
    await field(page, words.pause.length).fill("5");
    await send(page);
    const phone = field(page, words.who.phone.label);
    await expect(phone).toHaveAccessibleDescription(words.who.phone.invalid);
    await expect(field(page, words.pause.length)).toHaveAccessibleDescription(words.pause.invalid);
    await expect(phone).toHaveValue("12 34");
    await expect(field(page, words.who.email.label)).toHaveValue(SUBSCRIBER.email);
    await expect(field(page, words.pause.from)).toHaveValue(weeks[1].monday);
    await expect(field(page, words.pause.length)).toHaveValue("5");
    expect(await requests()).toHaveLength(0);
    await phone.fill(SUBSCRIBER.phone);
    await field(page, words.pause.length).fill("4");
    await send(page);
    await expect(summary(page)).toBeVisible();
  });

  test("a server error keeps every field, also over a reload; sending again works", async ({
    page,
  }) => {
    await openAt(page, BEFORE);
    await recorder.answer("500");
    await startRequest(page, en, "cancel");
    await field(page, words.cancel.from).selectOption(weeks[2].monday);
    await field(page, words.cancel.reason).fill("Too expensive");
    await send(page);
    const alert = page.getByRole("alert").filter({ hasText: words.failureTitle });
    await expect(alert).toContainText(fill(en.leads.errors.rejected, { status: "500" }));
    await page.reload();
    await expect(field(page, words.cancel.reason)).toHaveValue("Too expensive");
    await expect(field(page, words.cancel.from)).toHaveValue(weeks[2].monday);
    await expect(field(page, words.who.phone.label)).toHaveValue(/\d/);
    await recorder.answer("ok");
    await send(page);
    await expect(summary(page)).toBeVisible();
    // The recorder keeps what it answered 500 to as well: the one sent again is the same.
    await expect.poll(async () => (await requests()).length).toBe(2);
    const [refused, accepted] = await requests();
    expect(accepted).toEqual(refused);
    expect(accepted).toMatchObject({ request: "cancel", reason: "Too expensive" });
  });

  test("no answer within the time limit gives up and keeps every field", async ({ page }) => {
    await openAt(page, BEFORE);
    await recorder.answer("hang");
    await startRequest(page, en, "skip");
    await group(page, words.skip.label).getByLabel(weekLabel(words, weeks[1])).check();
    const asked = page.waitForRequest(
      (req) =>
        req.url().startsWith(RECORDER_ORIGIN) && (req.postData() ?? "").includes("subscription"),
    );
    await send(page);
    await asked;
    await page.clock.fastForward(LEAD_TIMEOUT_MS);
    const alert = page.getByRole("alert").filter({ hasText: words.failureTitle });
    await expect(alert).toContainText(
      fill(en.leads.errors.timeout, { seconds: String(LEAD_TIMEOUT_MS / 1000) }),
    );
    await expect(
      group(page, words.skip.label).getByLabel(weekLabel(words, weeks[1])),
    ).toBeChecked();
  });
});
