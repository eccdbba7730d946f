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
 * test turns off less: EDITOR_FEATURES_OFF):
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
 * How Playwright starts Chromium for the browser tests, `root` being the repository's folder
 * and `featuresOff` what to turn off (TEST_FEATURES_OFF unless given): through
 * scripts/chromium-for-tests.sh, which joins those to the features
 * Playwright itself turns off (Chromium reads only the last --disable-features it is given).
 * (No imports in this file: Playwright's loader turns a .mjs file that has some into one Node
 * then refuses.)
 */
export function testLaunchOptions(root, featuresOff = TEST_FEATURES_OFF) {
  return {
    executablePath: `${root}/scripts/chromium-for-tests.sh`,
    args: [...CHROMIUM_FLAGS, `--disable-features=${featuresOff.join(",")}`],
  };
}

/**
 * What the content editor's test turns off: the same, but for the spare renderer. Without it,
 * two of four whole `npm test` runs on a clean clone saw the editor save a dish that its checks
 * should have refused, in its first test (the cause is not found; with the spare renderer, no
 * run has). The editor is one page, open for minutes: a spare saves it little.
 */
export const EDITOR_FEATURES_OFF = TEST_FEATURES_OFF.filter(
  (feature) => feature !== "SpareRendererForSitePerProcess",
);
