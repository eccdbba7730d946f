// Shared helpers for the browser tests: Debian's Chromium driven by playwright-core.
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";

export const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:9000";
/** The password the tested build was made with (the README's default unless set). */
export const PASSWORD = process.env.SITE_PASSWORD || "hamov-preview";
export const UNLOCK_KEY = "hamov-unlocked";

export function launch() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
  });
}

/**
 * A fresh context (own storage) and page. `unlocked` pre-sets the gate's session
 * flag, as a visitor who typed the password earlier in this tab would have it.
 */
export async function openPage(
  browser,
  { unlocked = true, theme, width = 1280, height = 800, reducedMotion } = {},
) {
  const context = await browser.newContext({
    viewport: { width, height },
    colorScheme: theme ?? "light",
    reducedMotion: reducedMotion ?? "no-preference",
  });
  if (unlocked) {
    await context.addInitScript((key) => {
      try {
        window.sessionStorage.setItem(key, "1");
      } catch {
        // Storage blocked: the test will see the gate.
      }
    }, UNLOCK_KEY);
  }
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (err) => errors.push(String(err)));
  page.on("console", (msg) => {
    // Chromium's "Failed to load resource" line has no URL; the response listener names it.
    if (msg.type() === "error" && !msg.text().startsWith("Failed to load resource"))
      errors.push(msg.text());
  });
  page.on("response", (res) => {
    if (res.status() >= 400 && res.request().resourceType() !== "document")
      errors.push(`${res.status()} ${res.url()}`);
  });
  return { context, page, errors };
}

/** Loads a route and waits until React has hydrated it. */
export async function visit(page, path) {
  const response = await page.goto(BASE_URL + path, { waitUntil: "load" });
  await hydrated(page);
  return response;
}

/** The page's script bundles (content-hashed file names). */
export const BUNDLE = /\/[\w-]+-[0-9a-f]{16,}\.js$/;

/**
 * Holds the page's script bundles back, as a slow network would, until the returned
 * function is called: the visitor sees and uses the server-rendered page meanwhile.
 */
export async function holdScripts(page) {
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(BUNDLE, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Scrolls to each of `images` (a locator) and waits until its file has arrived and decoded. */
export async function scrollThroughImages(page, images) {
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (img) => img.complete && img.naturalWidth > 0,
      await image.elementHandle(),
      { timeout: 10000 },
    );
  }
}

/**
 * React marks the DOM nodes it has hydrated with its fiber keys; wait for that, also in the
 * parts hydrated later (Suspense boundaries: below the first screen, the footer, the tabs),
 * for the full stylesheet, and for effects to run.
 */
export async function hydrated(page) {
  await page.waitForFunction(
    () => {
      const fiber = (el) => Object.keys(el).some((k) => k.startsWith("__reactFiber"));
      const first = document.querySelector("#gatsby-focus-wrapper > *");
      const later = document.querySelectorAll(".below-fold > *, footer, [role=tablist]");
      // The full stylesheet follows the first screen (src/build/critical-css.ts).
      const styled = [...document.querySelectorAll('link[rel="stylesheet"]')].every((l) => l.sheet);
      return Boolean(first && fiber(first) && [...later].every(fiber) && styled);
    },
    null,
    { timeout: 20000 },
  );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
}
