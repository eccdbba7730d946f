import { defineConfig, devices } from "@playwright/test";
import { EDITOR_BROWSER, testLaunchOptions } from "./scripts/chromium.mjs";

/*
 * The content editor's browser test (e2e/cms/) on its own. It copies the repository, serves
 * the editor itself and builds the copy, so it needs none of the builds or servers of
 * playwright.config.ts: `npm test` runs it beside those builds and the other browser tests
 * (scripts/browser-tests.sh). Its results and report have folders of their own, since the
 * other run clears test-results/ when it starts. Since it runs beside builds that take
 * both cores, the editor's page can be busy for several seconds after a load: its actions and
 * expectations get longer timeouts than the other browser tests'.
 */
export default defineConfig({
  testDir: "e2e/cms",
  testMatch: "**/*.spec.ts",
  timeout: 900_000,
  expect: { timeout: 30_000 },
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  outputDir: "test-results-editor",
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report-editor" }]],
  use: {
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    launchOptions: testLaunchOptions(__dirname, EDITOR_BROWSER),
    locale: "en-US",
    // A trace records the editor's whole page at every action, about a sixth of this test's
    // CPU time on two cores: off unless asked for, as in playwright.config.ts
    // (E2E_TRACE=retain-on-failure).
    trace: (process.env.E2E_TRACE as "retain-on-failure" | undefined) ?? "off",
    screenshot: "only-on-failure",
    actionTimeout: 30_000,
  },
});
