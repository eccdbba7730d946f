// "First tap answered": on a throttled phone (Lighthouse's slow 4G, 4x CPU), the visitor
// taps the menu button once as soon as the page first paints; measured is the time from
// navigation start until the menu is open (aria-expanded="true" on the button), or that it
// never opens. With --every 100 the visitor taps again every 100 ms until it opens instead.
//
//   node scripts/bench/first-tap.mjs [dir] [--runs 5] [--routes /,/contact] [--every 100]
//
// A gated build is measured as a visitor who unlocked it earlier in the tab.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.mjs";
import { serve } from "../serve.mjs";
import { isGated } from "./build.mjs";
import { median } from "./stats.mjs";

// "404 page", not "404": an integer-like key would come first in every object listing the routes.
export const TAP_ROUTES = ["/", "/hy", "/ru", "/meal-plans", "/contact", "/register", "404 page"];
/** A path no page has: the server answers with the site's 404 page. */
const MISSING = "/no-such-page/";
const TOGGLE = 'button[aria-controls="mobile-menu"]';
const UNLOCK_KEY = "hamov-unlocked";
/** Lighthouse's mobile preset: slow 4G (its "simulated" figures, applied for real here). */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** A run gives up on the menu after this long: the tap was lost. */
const GIVE_UP_MS = 15_000;

/** Runs in the page before its own scripts: when it first painted, was tapped, opened the menu. */
function watchPage(toggle) {
  const marks = { fcp: null, lcp: null, tap: null, open: null };
  window.__firstTap = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === "first-contentful-paint") marks.fcp ??= entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  addEventListener("touchstart", () => (marks.tap ??= performance.now()), {
    capture: true,
    passive: true,
  });
  const check = () => {
    if (
      marks.open == null &&
      document.querySelector(toggle)?.getAttribute("aria-expanded") === "true"
    )
      marks.open = performance.now();
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["aria-expanded"],
  });
}

async function oneRun(browser, url, { gated, every }) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (gated) await context.addInitScript((key) => sessionStorage.setItem(key, "1"), UNLOCK_KEY);
    await context.addInitScript(watchPage, TOGGLE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    page.goto(url, { waitUntil: "commit" }).catch(() => {});
    // First paint, and where the menu button is then.
    const handle = await page.waitForFunction(
      (toggle) => {
        const marks = window.__firstTap;
        const button = document.querySelector(toggle);
        if (!marks?.fcp || !button) return null;
        const r = button.getBoundingClientRect();
        return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      },
      TOGGLE,
      { polling: "raf", timeout: GIVE_UP_MS },
    );
    const at = await handle.jsonValue();
    const started = Date.now();
    const marks = () => page.evaluate(() => window.__firstTap);
    await page.touchscreen.tap(at.x, at.y);
    let taps = 1;
    let m = await marks();
    while (m.open == null && Date.now() - started < GIVE_UP_MS) {
      await page.waitForTimeout(every ?? 100);
      if (every) {
        await page.touchscreen.tap(at.x, at.y);
        taps++;
      }
      m = await marks();
    }
    const encoding = await page.evaluate(
      () => performance.getEntriesByType("navigation")[0]?.contentEncoding ?? null,
    );
    return {
      opened: m.open != null,
      open: m.open,
      fcp: m.fcp,
      lcp: m.lcp,
      tap: m.tap,
      // How long the visitor waited for the menu after the tap.
      answer: m.open != null && m.tap != null ? m.open - m.tap : null,
      taps,
      encoding,
    };
  } finally {
    await context.close();
  }
}

/**
 * Measures every route `runs` times (round-robin) on the build served at `url`; resolves to
 * { route: { runs, opened, open, fcp, lcp, tap, raw } } with the medians.
 */
export async function measureFirstTap({
  url,
  gated = false,
  runs = 5,
  routes = TAP_ROUTES,
  every = null,
  log = () => {},
}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const raw = {};
  try {
    for (let i = 1; i <= runs; i++)
      for (const route of routes) {
        const target = url + (route === "404 page" ? MISSING : route);
        const run = await oneRun(browser, target, { gated, every }).catch((err) => ({
          error: String(err.message ?? err).split("\n")[0],
        }));
        (raw[route] ??= []).push(run);
        if (run.encoding && run.encoding !== "br")
          log(`  (page arrived ${run.encoding}, not brotli)`);
        log(
          run.error
            ? `  tap run ${i}/${runs} ${route}: ERROR ${run.error}`
            : `  tap run ${i}/${runs} ${route}: FCP ${Math.round(run.fcp)} ms, tapped ${Math.round(run.tap)} ms, ${run.opened ? `menu open at ${Math.round(run.open)} ms (${Math.round(run.answer)} ms after the tap)` : "menu never opened"}${every ? ` (${run.taps} taps)` : ""}`,
        );
      }
  } finally {
    await browser.close();
  }
  return Object.fromEntries(
    Object.entries(raw).map(([route, list]) => {
      const ok = list.filter((r) => !r.error);
      const pick = (key) => median(ok.map((r) => r[key]));
      return [
        route,
        {
          runs: ok.length,
          errors: list.filter((r) => r.error).map((r) => r.error),
          opened: ok.filter((r) => r.opened).length,
          open: pick("open"),
          fcp: pick("fcp"),
          lcp: pick("lcp"),
          tap: pick("tap"),
          answer: pick("answer"),
          slowest: ok.every((r) => r.answer != null) ? Math.max(...ok.map((r) => r.answer)) : null,
          taps: every ? pick("taps") : undefined,
          raw: list,
        },
      ];
    }),
  );
}

/** The report's lines: per route, when the first tap was answered. */
export function firstTapLines(tap, { every = null } = {}) {
  const ms = (v) => (v == null ? "–" : String(Math.round(v)));
  const lines = [
    every
      ? `| route | FCP ms | first tap ms | menu open ms | taps | runs |`
      : `| route | FCP ms | tap ms | menu open ms | open after tap ms | opened |`,
    `|${" --- |".repeat(6)}`,
  ];
  for (const [route, m] of Object.entries(tap))
    lines.push(
      every
        ? `| ${route} | ${ms(m.fcp)} | ${ms(m.tap)} | ${ms(m.open)} | ${m.taps ?? "–"} | ${m.runs} |`
        : `| ${route} | ${ms(m.fcp)} | ${ms(m.tap)} | ${ms(m.open)} | ${ms(m.answer)} | ${m.opened} of ${m.runs} |`,
    );
  return lines.join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values: args, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      runs: { type: "string", default: "5" },
      routes: { type: "string" },
      every: { type: "string" },
    },
  });
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
  const dir = path.resolve(positionals[0] ?? path.join(root, "public"));
  const every = args.every ? Number(args.every) : null;
  const runs = Math.max(1, Number(args.runs) || 5);
  const routes = args.routes ? args.routes.split(",").map((r) => r.trim()) : TAP_ROUTES;
  const site = await serve(dir);
  try {
    const gated = isGated(dir);
    console.log(
      `First tap on ${path.relative(process.cwd(), dir) || "."}${gated ? " (gated build, unlocked visitor)" : ""}: slow 4G, CPU ${CPU_SLOWDOWN}x, 390x844, ${every ? `a tap every ${every} ms from first paint` : "one tap at first paint"}, median of ${runs} runs`,
    );
    const tap = await measureFirstTap({
      url: site.url,
      gated,
      runs,
      routes,
      every,
      log: console.log,
    });
    console.log(`\n${firstTapLines(tap, { every })}`);
  } finally {
    await site.close();
  }
}
