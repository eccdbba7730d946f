import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { testLaunchOptions } from "./scripts/chromium.mjs";
import type { Theme } from "./e2e/support/fixtures";
import type { Lang } from "./src/lib/languages";
import { RECORDER_CONTROL_PORT, RECORDER_PORT } from "./e2e/support/recorder";
import { SERVE_OPTIONS } from "./e2e/support/serve";
import { gatesDependingOn } from "./e2e/quality/gates/depends";

/*
 * Browser tests against two production builds, served by scripts/serve.mjs with the headers
 * of each build's _headers file: the public launch build in public-launch/ (`npm run
 * build:launch`, SITE_GATE=off), which visitors get, and the gated preview whose forms deliver
 * to the lead recorder in public-leads/ (`npm run build:leads`). Two builds, not one for each
 * thing tested: a build takes a few minutes of both cores. Everything a visitor of the launch
 * build meets runs on it: `launch` (e2e/launch/) and `light`, all the rest but the gate. What
 * only the preview does (the gate, noindex, its policy) runs on the preview, in the `gated`
 * projects: the files GATED_FILES names and the tests tagged @gated; then the `leads`
 * projects, the forms that deliver. The quality checks run again where their result can
 * differ, on as few visits as cover it: `dark-hy`, the dark theme on the Armenian pages, for
 * what depends on the theme (colours: contrast, focus indicators) or on the language (texts:
 * wrapping, overflow, names, links), and `light-ru` for what depends on the language. A check
 * tagged @any-theme or @any-lang does not depend on that dimension: a check tagged both runs in
 * `light` only, one tagged @any-lang does not run in `light-ru`. Debian's Chromium, no browser
 * download. The content editor's test (e2e/cms/) has a configuration of its own:
 * playwright.editor.config.ts.
 */
const LAUNCH_DIR = process.env.E2E_LAUNCH_DIR ?? "public-launch";
const LAUNCH_PORT = Number(process.env.E2E_LAUNCH_PORT ?? 9322);
const url = (port: number) => `http://127.0.0.1:${port}`;
// The gated preview, whose forms deliver (SITE_LEADS) to the lead recorder (npm run
// build:leads). What a Netlify Forms build hands Netlify is unit-tested
// (gatsby/post-build/__tests__/forms.test.ts, src/lib/__tests__/leads.test.ts) and, since the
// launch build has no SITE_LEADS either, its forms are the ones `light` fills in.
const LEADS_DIR = process.env.E2E_LEADS_DIR ?? "public-leads";
const LEADS_PORT = Number(process.env.E2E_LEADS_PORT ?? 9323);
// `npm run build`'s gated preview in public/: only the screenshots serve it.
const GATED_DIR = process.env.E2E_GATED_DIR ?? "public";
const GATED_PORT = Number(process.env.E2E_GATED_PORT ?? 9321);
/** Whole files about the gated preview (their paths, as a project's grep sees them). */
const GATED_FILES = /(shell\/gate|seo\/gated)\.spec\.ts/;
/** What runs on the gated preview: those files and the tests tagged @gated. */
const GATED = new RegExp(`${GATED_FILES.source}|@gated`);

const chromium = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1280, height: 800 },
  launchOptions: testLaunchOptions(__dirname),
};
/**
 * The servers to start, by name: all of them, or those E2E_SERVERS lists (e.g. "launch"), so
 * that two runs on different projects can go side by side (scripts/browser-tests.sh starts
 * the launch project while the other builds are still being made).
 */
const SERVE_FLAGS = SERVE_OPTIONS.join(" ");
/** What `light` and `gated` leave to the other projects and to the editor's configuration. */
const NOT_SITE_TESTS = ["launch/**", "leads/**", "cms/**", "screenshots.spec.ts"];
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

/** A check tagged both @any-theme and @any-lang: it runs in `light` only. */
const ANY_THEME_AND_LANG = /^(?=.*@any-theme)(?=.*@any-lang)/;
/**
 * A route state that another state of its page shows in full (`shownWithin` in
 * e2e/support/routes.ts): the quality checks visit it in English, and elsewhere only that one.
 */
const SHOWN_WITHIN = /@shown-within/;
/** The quality checks again, in the dark theme on the Armenian pages. */
const darkHy = {
  testMatch: "quality/**/*.spec.ts",
  use: {
    ...themed("dark"),
    ...onlyGates(...gatesDependingOn("theme", "language")),
    ...inLang("hy"),
  },
};
/** The quality checks again, on the Russian pages. */
const lightRu = {
  testMatch: "quality/**/*.spec.ts",
  use: {
    ...themed("light"),
    ...onlyGates(...gatesDependingOn("language")),
    ...inLang("ru"),
  },
};

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  // data/ read and checked once per run rather than in every worker (about 0.7 CPU-s each).
  globalSetup: "./e2e/support/content-setup.ts",
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
      testMatch: "launch/**/*.spec.ts",
      use: { ...themed("light"), baseURL: url(LAUNCH_PORT) },
    },
    {
      name: "light",
      testIgnore: NOT_SITE_TESTS,
      grepInvert: GATED,
      use: { ...themed("light"), baseURL: url(LAUNCH_PORT) },
    },
    {
      // What depends on the theme, and what depends on the language, in one visit each.
      name: "dark-hy",
      ...darkHy,
      grepInvert: new RegExp(`${ANY_THEME_AND_LANG.source}|@gated|${SHOWN_WITHIN.source}`),
      use: { ...darkHy.use, baseURL: url(LAUNCH_PORT) },
    },
    {
      // What depends on the language, on the Russian pages.
      name: "light-ru",
      ...lightRu,
      grepInvert: new RegExp(`@any-lang|@gated|${SHOWN_WITHIN.source}`),
      use: { ...lightRu.use, baseURL: url(LAUNCH_PORT) },
    },
    {
      // The gated preview: the gate, what search engines are told, its policy.
      name: "gated",
      testIgnore: NOT_SITE_TESTS,
      // Each page rendered within its policy: on the launch build, the console gate of
      // `light`; here, the gate's own test visits every route locked, counting its errors.
      grep: new RegExp(`${GATED.source}|@both-builds`),
      use: { ...themed("light"), baseURL: url(LEADS_PORT) },
    },
    {
      name: "gated-dark-hy",
      ...darkHy,
      grep: /@gated/,
      grepInvert: ANY_THEME_AND_LANG,
      use: { ...darkHy.use, baseURL: url(LEADS_PORT) },
    },
    {
      name: "gated-light-ru",
      ...lightRu,
      grep: /@gated/,
      grepInvert: /@any-lang/,
      use: { ...lightRu.use, baseURL: url(LEADS_PORT) },
    },
    {
      // The forms delivering to the lead recorder, after the gated projects, whose pages
      // measure to the same recorder (the tests below tell it to fail or hang).
      name: "leads",
      // With the axe and heading gates on the pages whose forms changed (consent line,
      // honeypot); not on register-done, which would send a lead while the recorder's own
      // tests count them.
      testMatch: ["leads/recorder.spec.ts", "quality/gates.spec.ts"],
      grep: /@leads|\((\/register|\/contact|\/impressum|\/subscription)[)?]/,
      grepInvert: new RegExp(`register-done|register-delivery|${SHOWN_WITHIN.source}`),
      dependencies: ["gated", "gated-dark-hy", "gated-light-ru"],
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
      // `npm run screenshots` only: every route and state at 390 and 1440 px.
      name: "screenshots",
      testMatch: "screenshots.spec.ts",
      use: { ...themed("light"), baseURL: url(GATED_PORT) },
    },
  ],
  webServer: servers([
    {
      name: "gated",
      command: `node scripts/serve.mjs ${GATED_DIR} --port ${GATED_PORT} ${SERVE_FLAGS}`,
      url: url(GATED_PORT),
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      name: "launch",
      command: `node scripts/serve.mjs ${LAUNCH_DIR} --port ${LAUNCH_PORT} ${SERVE_FLAGS}`,
      url: url(LAUNCH_PORT),
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      name: "leads",
      command: `node scripts/serve.mjs ${LEADS_DIR} --port ${LEADS_PORT} ${SERVE_FLAGS}`,
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
