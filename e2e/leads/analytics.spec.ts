import type { Page } from "@playwright/test";
import { content } from "../support/content";
import { expect, hydrated, test } from "../support/fixtures";
import { openDeliveryStep } from "../support/delivery";
import { VISITOR } from "../support/forms";
import { addDays, inYerevan, menuWords, mondays } from "../support/menu";
import { recorder, type Lead } from "../support/recorder";

/*
 * Measurement of the funnel on the build that measures to the stand-in collector (the lead
 * recorder, SITE_ANALYTICS_URL=http://127.0.0.1:9331): the events of a walk from the plans to
 * the delivery details, each with only the properties it may carry, and never what the
 * visitor typed; a browser that asks not to be tracked sends nothing.
 */
test.describe.configure({ mode: "serial" });

const en = content();
const words = content().delivery;
const menu = menuWords();
const dayName = (id: string) => menu.days.find((d) => d.slug === id)!.name;
const group = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

/** The properties each event may carry: nothing else is allowed. */
const ALLOWED: Record<string, string[]> = {
  pageview: ["language"],
  engagement: ["language"],
  "Plan chosen": ["plan", "from", "language"],
  "Plan finder result": ["plan", "language"],
  "Menu filtered": ["diet", "without", "kind", "language"],
  "Registration sent": ["plan", "district", "language"],
  "Delivery details sent": ["plan", "district", "contact", "language"],
};

type Event = { n: string; u: string; p?: Record<string, string> };
const events = async () => (await recorder.events()).map((l: Lead) => l.body as unknown as Event);

test.beforeEach(async ({ context }) => {
  await recorder.reset();
  // Plausible's tracker stays silent in a browser driven by automation unless told otherwise.
  await context.addInitScript(() => {
    (window as unknown as { __plausible: boolean }).__plausible = true;
  });
});

test(
  "a walk through the funnel is measured, with ids only",
  { tag: "@leads" },
  async ({ page }) => {
    await page.clock.install({ time: inYerevan(addDays(mondays[0], 1)) });
    await page.goto("/plan-finder?start=weekly&cook=ready&days=5&age=34&weight=60", {
      waitUntil: "load",
    });
    await hydrated(page);
    await expect(page.getByRole("heading", { name: en.finder.result.title })).toBeVisible();
    await page.goto("/menu", { waitUntil: "load" });
    await hydrated(page);
    const filters = page.getByRole("form", { name: menu.filters.title });
    await filters.getByRole("heading", { name: menu.filters.title }).click();
    await filters.getByRole("checkbox", { name: new RegExp(`^${menu.diets[0].name} \\(`) }).check();
    await page.goto("/", { waitUntil: "load" });
    await hydrated(page);
    const plan = en.plans.find((p) => p.slug === "ready-5")!;
    const card = page.getByRole("region", { name: en.home.pricing.readyTitle }).getByRole("link", {
      name: plan.cta,
      exact: true,
    });
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await page.waitForURL(/\/register\?plan=ready-5/);
    await openDeliveryStep(page, { path: page.url().replace(/^https?:\/\/[^/]+/, "") });
    await page.getByLabel(words.phone.label, { exact: true }).fill("091 23 45 67");
    await group(page, words.days.label).getByLabel(dayName("mon")).check();
    await group(page, words.window.label).getByRole("radio").first().check();
    await group(page, words.week.label).getByRole("radio").first().check();
    await page.getByLabel(words.note.label).fill("Door code 42");
    await page.getByLabel(words.code.label).fill("welcome10");
    await page.getByRole("button", { name: words.submit }).click();
    await expect(page.getByRole("heading", { name: words.summary.title })).toBeVisible();

    await expect
      .poll(async () => (await events()).map((e) => e.n))
      .toEqual(
        expect.arrayContaining([
          "pageview",
          "Plan finder result",
          "Menu filtered",
          "Plan chosen",
          "Registration sent",
          "Delivery details sent",
        ]),
      );
    const sent = await events();
    const one = (name: string) => sent.find((e) => e.n === name)!;
    expect(one("Plan finder result").p).toEqual({ plan: "ready-5", language: "en" });
    expect(one("Menu filtered").p).toMatchObject({ diet: menu.diets[0].slug, without: "" });
    expect(one("Plan chosen").p).toEqual({ plan: "ready-5", from: "card", language: "en" });
    expect(one("Registration sent").p).toEqual({
      plan: "ready-5",
      district: "ajapnyak",
      language: "en",
    });
    expect(one("Delivery details sent").p).toEqual({
      plan: "ready-5",
      district: "ajapnyak",
      contact: "call",
      language: "en",
    });
    for (const event of sent) {
      // Only the properties the event may carry, and no address with its query.
      expect(
        Object.keys(event.p ?? {}).filter((k) => !(ALLOWED[event.n] ?? []).includes(k)),
      ).toEqual([]);
      expect(event.u).not.toContain("?");
      // Nothing the visitor typed, in any form.
      const payload = JSON.stringify(event).toLowerCase();
      for (const typed of [
        VISITOR.name,
        VISITOR.email,
        "234567",
        "37491",
        "door code",
        "welcome10",
        "age=",
        "weight=",
      ])
        expect(payload).not.toContain(typed.toLowerCase());
    }
  },
);

test(
  "a browser that asks not to be tracked sends nothing",
  { tag: "@leads" },
  async ({ context, page }) => {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    );
    await page.goto("/", { waitUntil: "load" });
    await hydrated(page);
    await page.goto("/meal-plans", { waitUntil: "load" });
    await hydrated(page);
    // The tracker would have sent the first page view by now.
    await page.waitForTimeout(1000);
    expect(await events()).toEqual([]);
  },
);
