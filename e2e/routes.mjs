// The routes and states every quality gate (e2e/quality-*.test.mjs) and the screenshot
// script visit, and how to reach each state. Known issues: e2e/gates.mjs.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openPage, visit } from "./browser.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The site's own copy, so the gates find controls by the labels visitors see. */
export const readData = (file) =>
  JSON.parse(fs.readFileSync(path.join(root, "data", file), "utf8"));

const ui = readData("ui.json");
const register = readData("register.json");
const mealPlans = readData("meal-plans.json");

export const THEMES = ["light", "dark"];
/** Widths of the layout gate (CSS px): small phone, phone, tablet, laptop, desktop. */
export const WIDTHS = [320, 375, 768, 1024, 1440];
export const NOT_FOUND_PATH = "/no-such-page";

/** The kits tab of /meal-plans, chosen by clicking it like a visitor. */
async function chooseKitsTab(page) {
  const tab = page.getByRole("tab", { name: mealPlans.tabs[1].label });
  await tab.click({ timeout: 5000 });
  await page.waitForFunction(
    (id) => document.querySelector(`[role=tab][aria-selected=true]`)?.id === id,
    await tab.getAttribute("id"),
  );
}

/** /register after registering: the welcome card replaces the form. */
async function registerVisitor(page) {
  await page.getByLabel(register.nameLabel).fill("Ani Petrosyan", { timeout: 5000 });
  await page.getByLabel(register.emailLabel).fill("ani@example.am");
  await page.getByRole("button", { name: register.submit }).click();
  await page.getByRole("heading", { name: /^Welcome/ }).waitFor({ timeout: 5000 });
  // The success toast slides in from the edge; judge the layout once it has arrived.
  await page.waitForFunction(() => !document.querySelector(".Toastify__toast.Toastify--animate"));
}

/** The gate card of a visitor who has not typed the password. */
async function gateShown(page) {
  await page.getByRole("heading", { name: ui.gate.title, level: 1 }).waitFor({ timeout: 5000 });
}

/**
 * Every route and state: `name` names tests and screenshots, `state` brings the page
 * into the state after load, `locked` opens it without the unlock flag.
 */
export const ROUTES = [
  { name: "home", path: "/" },
  { name: "meal-plans", path: "/meal-plans" },
  { name: "meal-plans-kits", path: "/meal-plans", state: chooseKitsTab },
  { name: "contact", path: "/contact" },
  { name: "register", path: "/register" },
  { name: "register-done", path: "/register", state: registerVisitor },
  { name: "impressum", path: "/impressum" },
  { name: "gate", path: "/", locked: true, state: gateShown },
  { name: "not-found", path: NOT_FOUND_PATH, status: 404 },
];

/**
 * Opens a route in a fresh context with the given theme and width, waits for
 * hydration and brings it into its state. `onPage(page)` runs before the page loads
 * (to attach listeners). The site has no stored theme choice in a
 * fresh context, so it follows the color scheme Playwright emulates; this is checked.
 */
export async function openRoute(
  browser,
  route,
  { theme = "light", width = 1280, height, reducedMotion, onPage } = {},
) {
  const opened = await openPage(browser, {
    unlocked: !route.locked,
    theme,
    width,
    height: height ?? (width < 768 ? 844 : 900),
    reducedMotion,
  });
  const { page } = opened;
  // Fail fast: a missing control should not hold a gate for Playwright's 30 s default.
  opened.context.setDefaultTimeout(10000);
  onPage?.(page);
  const response = await visit(page, route.path);
  const expected = route.status ?? 200;
  if (response.status() !== expected)
    throw new Error(`${route.path} answered ${response.status()}, expected ${expected}`);
  const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  if (dark !== (theme === "dark"))
    throw new Error(`${route.path}: the site did not follow the ${theme} color scheme`);
  if (route.state) await route.state(page);
  return { ...opened, response };
}

/** `route theme` titles for the matrix of routes and themes. */
export const matrix = () => ROUTES.flatMap((route) => THEMES.map((theme) => ({ route, theme })));
