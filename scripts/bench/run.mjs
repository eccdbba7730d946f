// npm run bench [-- --runs N] [-- --routes /,/contact,gate] [-- --no-build] [-- --report]
//   [-- --only tap] [-- --tap-runs N] [-- --throttling both] [-- --dir DIR]
// Builds (gated preview into a temp copy, then launch mode cold and warm, timed), serves
// the builds on 127.0.0.1, runs Lighthouse's mobile preset on every route and on a
// no-JavaScript reference page in the same run, times password verification in Chromium,
// times the first tap answered on a throttled phone (first-tap.mjs), prints the medians against the speed budgets and writes bench-results/latest.json.
// --throttling both: every Lighthouse run again with the same phone profile applied for real
// (throttlingMethod "devtools"), and a table of FCP and LCP under both methods against the
// reference (throttling.mjs); the budgets stay on the simulated runs, but for the menu's first
// paint, which only the real runs measure (budgets.mjs).
// --dir DIR: measure the launch build in DIR instead of public/ (implies --no-build).
// --analytics DIR: also weigh what measurement adds to the landing's JavaScript, DIR being a
// build with SITE_ANALYTICS=plausible (analytics.mjs).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { coldBuild, copyBuild, isGated, warmBuild } from "./build.mjs";
import { BEASTIES_ROUTES, beastiesVariant } from "./beasties.mjs";
import { analyzeChunks, inlineCss } from "./chunks.mjs";
import { analyticsGrowth } from "./analytics.mjs";
import { CHROMIUM, PHONE_PROFILE, runLighthouse } from "./lighthouse.mjs";
import { writeReference } from "./reference.mjs";
import { budgetLines, budgets } from "./budgets.mjs";
import { TAP_ROUTES, measureFirstTap } from "./first-tap.mjs";
import { firstTapTable, medianOf, ratiosOf, summary } from "./report.mjs";
import { serve } from "../serve.mjs";
import { describeLoad, machineLoad } from "./stats.mjs";
import { siteIterations, timeUnlock } from "./unlock.mjs";
import { THROTTLING_OPTIONS, throttlingComparison } from "./throttling.mjs";
import { measureFirstWindow } from "./first-window.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const outDir = path.join(root, "bench-results");
const gatedDir = path.join(os.tmpdir(), `hamov-bench-gated-${path.basename(root)}`);
const ROUTES = [
  "/",
  "/hy",
  "/ru",
  "/meal-plans",
  "/contact",
  "/register",
  "/impressum",
  "/menu",
  "/hy/menu",
  "/ru/menu",
  "/menu/tolma",
  "/plan-finder",
  "gate card",
];

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    routes: { type: "string" },
    "no-build": { type: "boolean", default: false },
    report: { type: "boolean", default: false },
    beasties: { type: "boolean", default: false },
    // "tap": only the first tap answered, on the build in public/ (no build, no Lighthouse).
    only: { type: "string" },
    "tap-runs": { type: "string", default: "5" },
    // "both": Lighthouse's simulated throttling and the same profile applied for real.
    throttling: { type: "string", default: "simulate" },
    // A launch build elsewhere than public/ (e.g. a copy of public-launch/); no build then.
    dir: { type: "string" },
    // A build with measurement on, weighed against the measured one (analytics.mjs).
    analytics: { type: "string" },
  },
});
if (!THROTTLING_OPTIONS.includes(args.throttling))
  throw new Error(`--throttling takes ${THROTTLING_OPTIONS.join(" or ")}, not ${args.throttling}`);
const publicDir = args.dir ? path.resolve(args.dir) : path.join(root, "public");
if (args.dir) args["no-build"] = true;
if (args.report) {
  // Prints the last run's report again (e.g. for the README), measuring nothing.
  const r = JSON.parse(fs.readFileSync(path.join(outDir, "latest.json"), "utf8"));
  const list = budgets({ ...r, reference: r.routes.reference, throttling: r.throttling?.pages });
  console.log(summary(r, { budgetText: budgetLines(list), describeLoad }));
  process.exit(0);
}
const tapRuns = Math.max(1, Number(args["tap-runs"]) || 5);
if (args.only === "tap") {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error("no build in public/");
  const site = await serve(publicDir);
  let firstTap;
  try {
    firstTap = await measureFirstTap({
      url: site.url,
      gated: isGated(publicDir),
      runs: tapRuns,
      log: console.log,
    });
  } finally {
    await site.close();
  }
  const file = path.join(outDir, "latest.json");
  const previous = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null;
  // The other figures of the last full run stay; only the tap's are new.
  const report = previous?.routes
    ? { ...previous, firstTap, firstTapDate: new Date().toISOString() }
    : { date: new Date().toISOString(), firstTap, routes: {}, budgets: [] };
  const list = budgets({ routes: {}, firstTap });
  console.log(`\n${firstTapTable(firstTap)}\n\nBudgets:\n${budgetLines(list)}`);
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  process.exit(list.every((b) => b.ok) ? 0 : 1);
}
const runs = Math.max(1, Number(args.runs) || 3);
const wanted = args.routes
  ? ROUTES.filter((r) =>
      args.routes
        .split(",")
        .some((w) => r === w.trim() || (r.startsWith(w.trim()) && w.trim() !== "/")),
    )
  : ROUTES;
const withGate = wanted.includes("gate card");
const log = (line = "") => console.log(line);

const loadBefore = machineLoad();
log(describeLoad("before", loadBefore));

const builds = { gatedCold: null, cold: null, warm: null };
if (!args["no-build"]) {
  if (withGate) {
    log("building the gated preview (cold) ...");
    ({ wall: builds.gatedCold, cpu: builds.gatedColdCpu } = await coldBuild(root, {
      SITE_GATE: "on",
    }));
    copyBuild(publicDir, gatedDir);
    log(`  ${builds.gatedCold.toFixed(1)} s, copied to ${gatedDir}`);
  }
  log("building launch mode, cold (gatsby clean first) ...");
  ({ wall: builds.cold, cpu: builds.coldCpu } = await coldBuild(root, { SITE_GATE: "off" }));
  log(`  ${builds.cold.toFixed(1)} s (CPU ${builds.coldCpu?.toFixed(1)} s)`);
  log("building launch mode again, warm ...");
  ({ wall: builds.warm, cpu: builds.warmCpu } = await warmBuild(root, { SITE_GATE: "off" }));
  log(`  ${builds.warm.toFixed(1)} s (CPU ${builds.warmCpu?.toFixed(1)} s)`);
} else {
  if (!fs.existsSync(path.join(publicDir, "index.html")) || isGated(publicDir))
    throw new Error(
      `--no-build needs a launch build in ${path.relative(root, publicDir) || "."}/ (SITE_GATE=off npm run build)`,
    );
  if (withGate && !fs.existsSync(path.join(gatedDir, "index.html")))
    throw new Error(`--no-build needs the gated copy in ${gatedDir}: run once without it`);
}
if (isGated(publicDir)) throw new Error("public/ holds a gated build, not launch mode");

const chunks = analyzeChunks(publicDir);
const analytics = args.analytics ? analyticsGrowth(publicDir, path.resolve(args.analytics)) : null;
const refDir = path.join(outDir, "reference");
const site = await serve(publicDir, {
  mounts: { "/__bench/": refDir, "/__noble/": path.join(root, "node_modules", "@noble", "hashes") },
});
const gated = withGate ? await serve(gatedDir) : null;
const beastiesDir = path.join(os.tmpdir(), `hamov-bench-beasties-${path.basename(root)}`);
if (args.beasties) await beastiesVariant(publicDir, beastiesDir);
const beasties = args.beasties ? await serve(beastiesDir) : null;
const results = {};
// The same runs with real throttling (--throttling both), kept apart from the budgets' figures.
const realResults = {};
const methods = args.throttling === "both" ? ["simulate", "devtools"] : ["simulate"];
let unlock = null;
let firstTap = null;
let reference;
/** Per page: its document and its first screen as sent, with headers (first-window.mjs). */
const windows = {};
try {
  reference = await writeReference({ root, publicDir, dir: refDir, urlPrefix: "/__bench/" });
  log(`reference page: ${site.url}/__bench/ (hero image from the ${reference.imageSource})`);
  const targets = [["reference", `${site.url}/__bench/`]];
  for (const route of wanted)
    targets.push([route, route === "gate card" ? `${gated.url}/` : site.url + route]);
  if (beasties)
    for (const route of BEASTIES_ROUTES) targets.push([`beasties ${route}`, beasties.url + route]);
  // Round-robin, so a burst of load from elsewhere hits every page rather than one.
  for (let i = 1; i <= runs; i++) {
    for (const [name, url] of targets) {
      // Both methods back to back, so a page's two figures meet about the same load.
      for (const throttlingMethod of methods) {
        const started = Date.now();
        const run = await runLighthouse(url, { throttlingMethod }).catch((err) => ({
          error: String(err.message ?? err),
        }));
        ((throttlingMethod === "devtools" ? realResults : results)[name] ??= []).push(run);
        const took = ((Date.now() - started) / 1000).toFixed(0);
        const both = methods.length > 1;
        const label = both ? `${name} [${throttlingMethod}]` : name;
        const fcp = both ? `FCP ${Math.round(run.fcp)} ms, ` : "";
        log(
          run.error
            ? `  run ${i}/${runs} ${label}: ERROR ${run.error}`
            : `  run ${i}/${runs} ${label}: perf ${run.scores.performance}, ${fcp}LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms (${took} s, load ${os.loadavg()[0].toFixed(1)})`,
        );
      }
    }
  }
  log("what the first round trip carries of each page, as sent ...");
  for (const [name, url] of targets)
    windows[name] = await measureFirstWindow(url).catch((err) => {
      log(`  ${name}: ${err.message ?? err}`);
      return null;
    });
  log("timing password verification in Chromium ...");
  unlock = await timeUnlock({
    url: site.url,
    gatedUrl: gated?.url,
    iterations: siteIterations(root),
    runs: 5,
    password: process.env.SITE_PASSWORD || "hamov-preview",
  }).catch((err) => {
    log(`  unlock timing failed: ${err.message ?? err}`);
    return null;
  });
  log("first tap answered: one tap on the menu button at first paint, slow 4G, CPU 4x ...");
  firstTap = await measureFirstTap({
    url: site.url,
    runs: tapRuns,
    routes: TAP_ROUTES,
    log,
  }).catch((err) => {
    log(`  first-tap timing failed: ${err.message ?? err}`);
    return null;
  });
} finally {
  await site.close();
  await gated?.close();
  await beasties?.close();
}

const loadAfter = machineLoad();
const routes = Object.fromEntries(Object.entries(results).map(([k, v]) => [k, medianOf(v)]));
// Gatsby inlines the stylesheet into each page; Lighthouse counts it as document bytes.
for (const [name, m] of Object.entries(routes)) {
  const [dir, page] =
    name === "gate card"
      ? [gatedDir, "index.html"]
      : name === "reference"
        ? [refDir, "index.html"]
        : name.startsWith("beasties ")
          ? [beastiesDir, name === "beasties /" ? "index.html" : `${name.slice(10)}/index.html`]
          : [publicDir, name === "/" ? "index.html" : `${name.slice(1)}/index.html`];
  m.bytes.cssInline = inlineCss(dir, page)?.brotli ?? 0;
  m.firstWindow = windows[name] ?? null;
}
const throttling =
  methods.length > 1
    ? {
        profile: PHONE_PROFILE,
        pages: throttlingComparison({ simulate: results, devtools: realResults }),
      }
    : null;
const budgetList = budgets({
  routes,
  reference: routes.reference,
  builds,
  unlock,
  firstTap,
  analytics,
  throttling: throttling?.pages,
});
const report = {
  date: new Date().toISOString(),
  runs,
  lighthouseVersion: JSON.parse(
    fs.readFileSync(path.join(root, "node_modules", "lighthouse", "package.json"), "utf8"),
  ).version,
  chromium: execFileSync(CHROMIUM, ["--version"], { stdio: ["ignore", "pipe", "ignore"] })
    .toString()
    .trim(),
  node: process.version,
  loadBefore,
  loadAfter,
  builds,
  routes,
  ratios: ratiosOf(routes),
  ...(throttling && { throttling }),
  reference,
  unlock,
  firstTap,
  chunks,
  analytics,
  budgets: budgetList,
  raw: results,
  ...(methods.length > 1 && { rawDevtools: realResults }),
};
log(`\n${summary(report, { budgetText: budgetLines(budgetList), describeLoad })}`);
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, "latest.json"), `${JSON.stringify(report, null, 2)}\n`);
log(`\nwrote ${path.relative(root, path.join(outDir, "latest.json"))}`);
