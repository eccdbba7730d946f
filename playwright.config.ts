import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";
import type { Theme } from "./e2e/support/fixtures";
import type { Lang } from "./src/lib/languages";
import { RECORDER_CONTROL_PORT, RECORDER_PORT } from "./e2e/support/recorder";
import { gatesDependingOn } from "./e2e/quality/gates/depends";

/*
 * Browser tests against the production builds, served by scripts/serve.mjs with the headers
 * of each build's _headers file: the gated preview in public/ (`npm run build`), the public
 * launch build in public-launch/ (`npm run build:launch`) and the gated preview whose forms
 * deliver to the lead recorder in public-leads/ (`npm run build:leads`). Debian's Chromium,
 * no browser download. Projects: `launch` runs e2e/launch/ (and the CSP check) on the launch
 * build; `leads` the forms that deliver; `light` everything else on the gated build. The
 * quality checks run again where their result can differ, on as few visits as cover it:
 * `dark-hy`, the dark theme on the Armenian pages, for what depends on the theme (colours:
 * contrast, focus indicators) or on the language (texts: wrapping, overflow, names, links),
 * and `light-ru` for what depends on the language. A check tagged @any-theme or @any-lang
 * does not depend on that dimension: a check tagged both runs in `light` only, one tagged
 * @any-lang does not run in `light-ru`. The content editor's
 * test (e2e/cms/) has a configuration of its own: playwright.editor.config.ts.
 */
const GATED_DIR = process.env.E2E_GATED_DIR ?? "public";
const LAUNCH_DIR = process.env.E2E_LAUNCH_DIR ?? "public-launch";
const GATED_PORT = Number(process.env.E2E_GATED_PORT ?? 9321);
const LAUNCH_PORT = Number(process.env.E2E_LAUNCH_PORT ?? 9322);
const url = (port: number) => `http://127.0.0.1:${port}`;
// A further build of the gated preview, whose forms deliver (SITE_LEADS) to the lead
// recorder (npm run build:leads). What a Netlify Forms build hands Netlify is unit-tested
// (gatsby/post-build/__tests__/forms.test.ts, src/lib/__tests__/leads.test.ts).
const LEADS_DIR = process.env.E2E_LEADS_DIR ?? "public-leads";
const LEADS_PORT = Number(process.env.E2E_LEADS_PORT ?? 9323);

const chromium = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1280, height: 800 },
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
};
/**
 * The servers to start, by name: all of them, or those E2E_SERVERS lists (e.g. "launch"), so
 * that two runs on different projects can go side by side (scripts/browser-tests.sh starts
 * the launch project while the other builds are still being made).
 */
type WebServer = Extract<PlaywrightTestConfig["webServer"], unknown[]>[number] & { name: string };
function servers(all: WebServer[]): WebServer[] {
  const only = process.env.E2E_SERVERS?.split(",");
  return only ? all.filter((s) => only.includes(s.name)) : all;
}
const themed = (theme: Theme) => ({ ...chromium, colorScheme: theme, theme });
/** The only quality gates a project runs (option of e2e/quality/gates.spec.ts). */
const onlyGates = (...gates: string[]) => ({ gates });
/** The language whose pages a project's quality checks visit (fixture option `lang`). */
const inLang = (lang: Lang) => ({ lang });

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Three browsers on two cores: a test spends much of its time waiting for the page (loads,
  // frames, the servers), so a third worker keeps the cores busy (E2E_WORKERS overrides it).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"], ["html", { open: "never" }]],
  use: {
    // Recording a trace for every test costs about a sixth of the run's CPU time, on two
    // cores that the tests keep busy: off unless asked for (E2E_TRACE=retain-on-failure).
    trace: (process.env.E2E_TRACE as "retain-on-failure" | undefined) ?? "off",
    screenshot: "only-on-failure",
    actionTimeout: 10_000,
  },
  projects: [
    {
      name: "launch",
      testMatch: ["launch/**/*.spec.ts", "seo/csp.spec.ts"],
      use: { ...themed("light"), baseURL: url(LAUNCH_PORT) },
    },
    {
      // The forms delivering to the lead recorder.
      name: "leads",
      // With the axe and heading gates on the pages whose forms changed (consent line,
      // honeypot); not on register-done, which would send a lead while the recorder's own
      // tests count them.
      testMatch: ["leads/recorder.spec.ts", "quality/gates.spec.ts"],
      grep: /@leads|\((\/register|\/contact|\/impressum|\/subscription)[)?]/,
      grepInvert: /register-done|register-delivery/,
      use: { ...themed("light"), ...onlyGates("axe", "headings"), baseURL: url(LEADS_PORT) },
    },
    {
      // The delivery step's message, after the tests above: one recorder counts for both.
      name: "leads-delivery",
      testMatch: ["leads/delivery.spec.ts"],
      dependencies: ["leads"],
      use: { ...themed("light"), baseURL: url(LEADS_PORT) },
    },
    {
      // A subscriber's requests, after the delivery step's: the same recorder again.
      name: "leads-subscription",
      testMatch: ["leads/subscription.spec.ts"],
      dependencies: ["leads-delivery"],
      use: { ...themed("light"), baseURL: url(LEADS_PORT) },
    },
    {
      // Measurement's events, after the others: the recorder is also the stand-in collector,
      // and the tests above tell it to fail or hang.
      name: "leads-analytics",
      testMatch: ["leads/analytics.spec.ts"],
      dependencies: ["leads-subscription"],
      use: { ...themed("light"), baseURL: url(LEADS_PORT) },
    },
    {
      name: "light",
      testIgnore: ["launch/**", "leads/**", "cms/**", "screenshots.spec.ts"],
      // The CSP on every page of this build: the console gate (quality/gates/console.ts).
      grepInvert: /@each-page/,
      use: { ...themed("light"), baseURL: url(GATED_PORT) },
    },
    {
      // What depends on the theme, and what depends on the language, in one visit each.
      name: "dark-hy",
      testMatch: "quality/**/*.spec.ts",
      grepInvert: /^(?=.*@any-theme)(?=.*@any-lang)/,
      use: {
        ...themed("dark"),
        ...onlyGates(...gatesDependingOn("theme", "language")),
        ...inLang("hy"),
        baseURL: url(GATED_PORT),
      },
    },
    {
      // What depends on the language, on the Russian pages.
      name: "light-ru",
      testMatch: "quality/**/*.spec.ts",
      grepInvert: /@any-lang/,
      use: {
        ...themed("light"),
        ...onlyGates(...gatesDependingOn("language")),
        ...inLang("ru"),
        baseURL: url(GATED_PORT),
      },
    },
    {
      // `npm run screenshots` only: every route and state at 390 and 1440 px.
      name: "screenshots",
      testMatch: "screenshots.spec.ts",
      use: { ...themed("light"), baseURL: url(GATED_PORT) },
    },
  ],
  webServer: servers([
    {
      name: "gated",
      command: `node scripts/serve.mjs ${GATED_DIR} --port ${GATED_PORT}`,
      url: url(GATED_PORT),
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      name: "launch",
      command: `node scripts/serve.mjs ${LAUNCH_DIR} --port ${LAUNCH_PORT}`,
      url: url(LAUNCH_PORT),
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      name: "leads",
      command: `node scripts/serve.mjs ${LEADS_DIR} --port ${LEADS_PORT}`,
      url: url(LEADS_PORT),
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      // The stand-in form endpoint of the leads build (e2e/support/recorder.ts has its ports).
      name: "recorder",
      command: `node scripts/lead-recorder.mjs --port ${RECORDER_PORT} --control ${RECORDER_CONTROL_PORT}`,
      url: `${url(RECORDER_CONTROL_PORT)}/leads`,
      reuseExistingServer: false,
      stdout: "ignore",
    },
  ]),
});
