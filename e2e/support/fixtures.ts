import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { HYDRATED, LATER, UNLOCK_KEY } from "../../src/lib/dom-marks";
import type { Lang } from "../../src/lib/languages";
import { content, type Content } from "./content";

export { expect };
export type Theme = "light" | "dark";
export type { Lang };

export { UNLOCK_KEY };
/** The password the tested build was made with (the README's default unless set). */
export const PASSWORD = process.env.SITE_PASSWORD || "hamov-preview";

export type OpenOptions = {
  /** Pre-set the gate's session flag, as a visitor who typed the password earlier in this tab. */
  unlocked?: boolean;
  width?: number;
  height?: number;
  theme?: Theme;
  reducedMotion?: "reduce" | "no-preference";
  javaScriptEnabled?: boolean;
  /** Let the test's own changes to the page's inline styles apply (Content-Security-Policy). */
  bypassCSP?: boolean;
};
/** A visitor's tab; `lang` is the project's language (its pages are under /<lang>/). */
export type Opened = { context: BrowserContext; page: Page; errors: string[]; lang: Lang };

/** Records page errors, console errors and failed requests (but the page's own 404). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
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
  return errors;
}

/** Sets the gate's session flag before any page script runs, as an earlier unlock in this tab would. */
async function presetUnlock(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    try {
      window.sessionStorage.setItem(key, "1");
    } catch {
      // Storage blocked: the test will see the gate.
    }
  }, UNLOCK_KEY);
}

async function newVisitor(
  browser: import("@playwright/test").Browser,
  info: TestInfo,
  theme: Theme,
  lang: Lang,
  options: OpenOptions,
): Promise<Opened> {
  const { unlocked = true, width = 1280, height = 800 } = options;
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: { width, height },
    colorScheme: options.theme ?? theme,
    reducedMotion: options.reducedMotion ?? "no-preference",
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    bypassCSP: options.bypassCSP ?? false,
  });
  context.setDefaultTimeout(10_000);
  if (unlocked) await presetUnlock(context);
  const page = await context.newPage();
  return { context, page, errors: collectErrors(page), lang };
}

type Fixtures = {
  /** The project's theme (colorScheme): light or dark. */
  theme: Theme;
  /** The project's language: the quality gates visit its pages (/hy/..., /ru/...). */
  lang: Lang;
  /** The site's content in the project's language (data/, as pages read it). */
  copy: Content;
  /** Whether `page` starts with the gate unlocked (default); `test.use({ unlocked: false })`. */
  unlocked: boolean;
  /** What went wrong on `page`: page errors, console errors, failed requests. */
  errors: string[];
  /** A further visitor with its own context and storage, closed after the test. */
  open: (options?: OpenOptions) => Promise<Opened>;
};

export const test = base.extend<Fixtures>({
  theme: ["light", { option: true }],
  lang: ["en", { option: true }],
  copy: async ({ lang }, use) => {
    await use(content(lang));
  },
  unlocked: [true, { option: true }],
  context: async ({ context, unlocked }, use) => {
    if (unlocked) await presetUnlock(context);
    context.setDefaultTimeout(10_000);
    await use(context);
  },
  errors: async ({ page }, use) => {
    await use(collectErrors(page));
  },
  open: async ({ browser, theme, lang }, use, info) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const opened = await newVisitor(browser, info, theme, lang, options);
      contexts.push(opened.context);
      return opened;
    });
    for (const context of contexts) await context.close();
  },
});

/**
 * Waits until the app says it is hydrated: `data-hydrated` on <html> (the shell) and on
 * every part React hydrates later (`data-later`: below the first screen, the footer, the
 * tabs), the full stylesheet applied (it follows the first screen), and one frame more for
 * effects to run.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    ([hydratedMark, laterMark]) =>
      document.documentElement.hasAttribute(hydratedMark) &&
      !document.querySelector(`[${laterMark}]:not([${hydratedMark}])`) &&
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
        (l) => l.sheet,
      ),
    [HYDRATED, LATER],
    { timeout: 20_000 },
  );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
}

/** Loads a path of the site (relative to the project's baseURL) and waits for hydration. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "load" });
  await hydrated(page);
  return response;
}

/** The moment a test's page clock starts at: a fixed date, never today's. */
export const CLOCK_START = Date.UTC(2026, 2, 2, 6);

/**
 * Gives the context's pages a clock of their own, from `time` (CLOCK_START unless given) on;
 * it flows until a test stops it, and a test runs a timer out (`page.clock.runFor`,
 * `fastForward`) instead of waiting for it.
 */
export const installClock = (page: Page, time: number | Date = CLOCK_START) =>
  page.clock.install({ time });

/**
 * Stops the page's clock (installed with installClock): from now on timers fire only as the
 * test runs them out. It stops a while after CLOCK_START, past the time the test took to
 * get here; the timers due meanwhile fire first.
 */
export const stopClock = (page: Page) => page.clock.pauseAt(CLOCK_START + 10 * 60_000);

/** The page's script bundles (content-hashed file names). */
export const BUNDLE = /\/[\w-]+-[0-9a-f]{16,}\.js$/;

/**
 * Holds the page's script bundles back, as a slow network would, until the returned
 * function is called: the visitor sees and uses the server-rendered page meanwhile.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(BUNDLE, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Scrolls to each of `images` and waits until its file has arrived and decoded. */
export async function scrollThroughImages(images: import("@playwright/test").Locator) {
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
}
