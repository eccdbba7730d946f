import type { Page } from "@playwright/test";
import { localPath } from "../../src/lib/languages";
import { registerPathFor } from "../../src/lib/plan-choice";
import { content, fill, type Content } from "./content";
import { expect, hydrated, installClock, type Opened, type OpenOptions } from "./fixtures";
import { changeChosen, pauseRefused } from "./subscription";
import { addDays, inYerevan, mondays } from "./menu";

/*
 * The routes and states every quality gate (e2e/quality/) and the screenshots visit, and how
 * to reach each state. Expected texts come from data/ (support/content.ts).
 */
/**
 * Widths of the layout gate (CSS px): small phone, phone, tablet, laptop, desktop. The one
 * list of widths at which no page may scroll sideways.
 */
export const WIDTHS = [320, 390, 768, 1024, 1440];
export const NOT_FOUND_PATH = "/no-such-page";
/** A visitor's details for the register form. */
export const VISITOR = { name: "Ani Petrosyan", email: "ani@example.am" };

/** The kits tab of /meal-plans, chosen by clicking it like a visitor. */
async function chooseKitsTab(page: Page, { mealPlans }: Content) {
  const tab = page.getByRole("tab", { name: mealPlans.tabs[1].label });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
}

/** /register after registering: the welcome card replaces the form. */
async function registerVisitor(page: Page, { register }: Content) {
  await page.getByLabel(register.nameLabel).fill(VISITOR.name);
  await page.getByLabel(register.emailLabel).fill(VISITOR.email);
  await page.getByRole("button", { name: register.submit }).click();
  await page
    .getByRole("heading", { name: fill(register.welcomeTitle, { name: VISITOR.name }) })
    .waitFor();
  const toast = page.getByRole("status").filter({ hasText: register.successTitle });
  await toast.waitFor();
  // The window losing focus pauses the toast at once (react-toastify pauses on focus loss).
  await page.evaluate(() => window.dispatchEvent(new Event("blur")));
  // The success toast slides in from the edge; judge the layout once it has arrived.
  await page.waitForFunction(() => !document.querySelector(".Toastify__toast.Toastify--animate"));
  // Its timer is the progress bar's animation (the toast closes when that ends). Paused from
  // here, the toast stays while the checks run, however long a busy machine takes and whatever
  // the pointer or the window's focus does meanwhile (react-toastify's own pause ends on a
  // mouseleave, which a resize under the pointer can fire).
  await page.evaluate(() => {
    for (const a of document.getAnimations()) {
      const target = (a.effect as KeyframeEffect | null)?.target;
      if (target instanceof Element && target.closest(".Toastify__progress-bar")) a.pause();
    }
  });
}

/** /register after registering, the delivery step opened. */
async function deliveryStepOpen(page: Page, copy: Content) {
  await registerVisitor(page, copy);
  await page.getByRole("button", { name: copy.delivery.offer.open }).click();
  await page.getByLabel(copy.delivery.phone.label, { exact: true }).waitFor();
}

/** The delivery step sent: its summary in place of the form. */
async function deliveryStepSent(page: Page, copy: Content) {
  await deliveryStepOpen(page, copy);
  const d = copy.delivery;
  await page.getByLabel(d.phone.label, { exact: true }).fill("091 23 45 67");
  await page.getByLabel(d.district.label, { exact: true }).selectOption("kentron");
  const group = (name: string) => page.getByRole("group", { name, exact: true });
  await group(d.days.label).getByRole("checkbox").first().check();
  await group(d.window.label).getByRole("radio").first().check();
  const weeks = group(d.week.label).getByRole("radio");
  if (await weeks.count()) await weeks.first().check();
  await page.getByRole("button", { name: d.submit }).click();
  await page.getByRole("heading", { name: d.summary.title }).waitFor();
}

/** /register from a plan card: the chosen plan's summary, shown once the address is read. */
async function planShown(page: Page, { register }: Content) {
  await page.getByRole("region", { name: register.plan.title }).waitFor();
}

/** /contact with a district chosen in the delivery check: its days and windows shown. */
async function chooseDistrict(page: Page, { contact, districts }: Content) {
  const district = districts.find((d) => d.slug === "kentron") ?? districts[0];
  await page.getByLabel(contact.delivery.label, { exact: true }).selectOption(district.slug);
  await expect(page.locator("#delivery [aria-live=polite]")).toContainText(district.daysText);
}

/** The plan finder's result, rendered after hydration from the address. */
async function finderResultShown(page: Page, { finder }: Content) {
  await page.getByRole("heading", { name: finder.result.title, level: 2 }).waitFor();
}

/** The gate card of a visitor who has not typed the password. */
async function gateShown(page: Page, { ui }: Content) {
  await page.getByRole("heading", { name: ui.gate.title, level: 1 }).waitFor();
}

export type Route = {
  /** Names tests and screenshots. */
  name: string;
  path: string;
  /** Brings the page into its state after load (texts in the page's language). */
  state?: (page: Page, copy: Content) => Promise<void>;
  /** Opened without the unlock flag. */
  locked?: boolean;
  status?: number;
  /**
   * The moment the page's clock shows, for a page whose state depends on the date (the weeks
   * still open for orders): never today's, so that the gates do not change as the calendar
   * moves on.
   */
  at?: Date;
  /**
   * Another state of the same page that shows everything this one does, and more (a district
   * chosen, a kind of request chosen). The checks that run again (in another theme or language,
   * or on the gated preview's forms) visit only that one: what this state shows, they check there.
   */
  shownWithin?: string;
};

/** A Wednesday of the first published week, in Yerevan: orders for the next week still open. */
const MIDWEEK = inYerevan(addDays(mondays[0], 2));

/** Every route and state. */
export const ROUTES: Route[] = [
  { name: "home", path: "/" },
  { name: "meal-plans", path: "/meal-plans" },
  { name: "meal-plans-kits", path: "/meal-plans", state: chooseKitsTab },
  { name: "contact", path: "/contact", shownWithin: "contact-delivery" },
  { name: "contact-delivery", path: "/contact", state: chooseDistrict },
  { name: "register", path: "/register" },
  { name: "register-done", path: "/register", state: registerVisitor },
  { name: "register-plan", path: registerPathFor("ready-4"), state: planShown },
  { name: "register-delivery", path: registerPathFor("ready-4"), state: deliveryStepOpen },
  { name: "register-delivery-sent", path: registerPathFor("ready-4"), state: deliveryStepSent },
  { name: "impressum", path: "/impressum" },
  {
    name: "subscription",
    path: "/subscription",
    at: MIDWEEK,
    shownWithin: "subscription-change",
  },
  { name: "subscription-pause-refused", path: "/subscription", state: pauseRefused, at: MIDWEEK },
  { name: "subscription-change", path: "/subscription", state: changeChosen, at: MIDWEEK },
  { name: "menu", path: "/menu", at: MIDWEEK },
  // Filters that leave some days with nothing: their notes are on the page.
  { name: "menu-filtered", path: "/menu?diet=keto&without=fish,nuts", at: MIDWEEK },
  { name: "dish", path: "/menu/tolma" },
  { name: "plan-finder", path: "/plan-finder" },
  // A result with every part: the plan, the energy estimate and the dishes that fit.
  {
    name: "plan-finder-result",
    path: "/plan-finder?start=weekly&cook=ready&days=5&diet=vegetarian&without=nuts&sex=female&age=34&height=165&weight=60&activity=light",
    state: finderResultShown,
  },
  { name: "gate", path: "/", locked: true, state: gateShown },
  { name: "not-found", path: NOT_FOUND_PATH, status: 404 },
];

// A state shown within another must name a state of the same page.
for (const route of ROUTES)
  if (route.shownWithin && ROUTES.find((r) => r.name === route.shownWithin)?.path !== route.path)
    throw new Error(`${route.name}: shownWithin names no state of ${route.path}`);

/**
 * Opens a route for a new visitor (`open` fixture) at a width, waits for hydration and
 * brings it into its state. `onPage(page)` runs before the page loads (to attach
 * listeners). A fresh context has no stored theme choice, so the site follows the colour
 * scheme the project emulates; this is checked.
 */
export async function openRoute(
  open: (options?: OpenOptions) => Promise<Opened>,
  route: Route,
  {
    theme,
    width = 1280,
    height,
    reducedMotion,
    onPage,
    clock = false,
  }: Omit<OpenOptions, "unlocked"> & {
    onPage?: (page: Page) => void | Promise<void>;
    /**
     * Gives the page its own clock (installClock), for a test to run timers out; it starts at
     * the route's moment, when it has one.
     */
    clock?: boolean;
  } = {},
): Promise<Opened> {
  const opened = await open({
    unlocked: !route.locked,
    theme,
    width,
    height: height ?? (width < 768 ? 844 : 900),
    reducedMotion,
  });
  const { page, lang } = opened;
  const path = localPath(route.path, lang);
  await onPage?.(page);
  if (clock) await installClock(page, route.at);
  else if (route.at) await page.clock.setFixedTime(route.at);
  const response = await page.goto(path, { waitUntil: "load" });
  await hydrated(page);
  expect(response?.status(), `${path} answers`).toBe(route.status ?? 200);
  const scheme = await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches);
  const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  expect(dark, `${path} follows the colour scheme`).toBe(scheme);
  if (route.state) await route.state(page, content(lang));
  return opened;
}
