// Debian's Chromium and the flags every tool here starts it with (browser tests,
// screenshots, bench): headless, and none of its background calls to the network.
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * What the site's browser tests turn off besides, nothing a test there looks at (the editor's
 * test turns off less: EDITOR_BROWSER):
 * - the address bar's suggestion popups. Headless as it is, Chromium builds both of them (two
 *   WebUI pages in a renderer of their own) for every window, and Playwright opens a window
 *   for each test. Measured over 20 visits of /menu, one window each: about 12 CPU-seconds
 *   with them, 9 without.
 * - the spare renderer, a renderer process Chromium starts ahead of the next navigation. With
 *   a new browser context for each test, a visit started three renderer processes with it, two
 *   without. Measured over 30 visits of /menu, a context each (median of 4 runs): about 27
 *   CPU-seconds with it, 25 without.
 */
export const TEST_FEATURES_OFF = [
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
  "SpareRendererForSitePerProcess",
];

/**
 * One renderer process per tab in the site's tests (Chromium's --renderer-process-limit; the
 * editor's test keeps Chromium's own count: EDITOR_BROWSER). A new tab starts on about:blank
 * in a renderer of its own; the site's Cross-Origin-Opener-Policy then moves it to a new group
 * of windows, which Chromium starts another renderer for. Over the limit, Chromium uses the
 * tab's first renderer instead. Each browser context still has renderers of its own, and no
 * page sees a difference; only the pages of one context open at the same time share a
 * renderer's main thread. Counted over 10 visits of /menu, a context each: two renderer
 * processes a visit without the limit, one with. Measured on the launch build's run (446 tests, 2
 * alternating pairs): 445 and 439 CPU-seconds without, 409 and 413 with.
 */
export const TEST_PROCESS_FLAGS = ["--renderer-process-limit=1"];

/**
 * How Playwright starts Chromium for the browser tests, `root` being the repository's folder,
 * `featuresOff` what to turn off and `processFlags` the process model's switches (the site's
 * tests' unless given): through scripts/chromium-for-tests.sh, which joins those features to
 * the ones Playwright itself turns off (Chromium reads only the last --disable-features it is
 * given). (No imports in this file: Playwright's loader turns a .mjs file that has some into
 * one Node then refuses.)
 */
export function testLaunchOptions(
  root,
  { featuresOff = TEST_FEATURES_OFF, processFlags = TEST_PROCESS_FLAGS } = {},
) {
  return {
    executablePath: `${root}/scripts/chromium-for-tests.sh`,
    args: [...CHROMIUM_FLAGS, `--disable-features=${featuresOff.join(",")}`, ...processFlags],
  };
}

/**
 * How the content editor's test starts Chromium: with the site's tests' features off but the
 * spare renderer, and with Chromium's own count of renderer processes. Without the spare, two
 * of four whole `npm test` runs on a clean clone saw the editor save a dish that its checks
 * should have refused, in its first test (the cause is not found; with the spare renderer, no
 * run has), so its process model stays as it was measured to pass. The editor is one page,
 * open for minutes: a spare or a renderer saved per visit saves it little.
 */
export const EDITOR_BROWSER = {
  featuresOff: TEST_FEATURES_OFF.filter((feature) => feature !== "SpareRendererForSitePerProcess"),
  processFlags: [],
};
