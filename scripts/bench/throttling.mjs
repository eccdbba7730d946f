// First paints under Lighthouse's two throttling methods, each page against the reference
// page measured in the same run (`npm run bench -- --throttling both`).
//
// "simulate" (Lighthouse's default, which the budgets use) loads the page unthrottled and
// computes the timings a slow phone would see: every request is one download, its bytes
// all in before anything that depends on it starts, TCP's first round trips included.
// "devtools" applies the same phone profile for real (Chromium's network throttling and a
// 4x CPU slowdown): the HTML reaches the parser as it arrives, so a page paints what comes
// first without waiting for the rest.
import { median } from "./stats.mjs";

/** The values of --throttling: Lighthouse's default alone, or both methods side by side. */
export const THROTTLING_OPTIONS = ["simulate", "both"];
/** Lighthouse's throttlingMethod for each column, in the table's order. */
export const METHODS = ["simulate", "devtools"];
const LABELS = { simulate: "simulated", devtools: "real (devtools)" };

/**
 * The median over runs of page / reference, each run of the page divided by the reference's
 * run of the same round (runs go round-robin, so both met the same load); a round in which
 * either failed or lacks the figure counts for nothing.
 */
export function pairedRatio(pageRuns = [], refRuns = [], key) {
  const ratios = [];
  for (let i = 0; i < Math.min(pageRuns.length, refRuns.length); i++) {
    const page = pageRuns[i];
    const ref = refRuns[i];
    if (!page || !ref || page.error || ref.error) continue;
    if (typeof page[key] !== "number" || typeof ref[key] !== "number" || ref[key] <= 0) continue;
    ratios.push(page[key] / ref[key]);
  }
  return median(ratios);
}

/**
 * Per page and method: the runs that worked, FCP and LCP medians (ms) and their paired ratios
 * to the reference, and the HTML's transfer size (median, with headers).
 * `raw` is { simulate: { page: [run...] }, devtools: { page: [run...] } }, the reference's runs
 * under "reference"; pages come in the order of the first method's.
 */
export function throttlingComparison(raw, reference = "reference") {
  const names = [...new Set(METHODS.flatMap((m) => Object.keys(raw[m] ?? {})))];
  const out = {};
  for (const name of names) {
    out[name] = {};
    for (const method of METHODS) {
      const runs = raw[method]?.[name];
      if (!runs) continue;
      const ok = runs.filter((r) => r && !r.error);
      const refRuns = raw[method][reference];
      out[name][method] = {
        runs: ok.length,
        fcp: median(ok.map((r) => r.fcp)),
        lcp: median(ok.map((r) => r.lcp)),
        fcpRatio: pairedRatio(runs, refRuns, "fcp"),
        lcpRatio: pairedRatio(runs, refRuns, "lcp"),
        html: median(ok.map((r) => r.bytes?.document)),
      };
    }
  }
  return out;
}

const ms = (v) => (v == null ? "–" : String(Math.round(v)));
const ratio = (v) => (v == null ? "–" : `${v.toFixed(2)}x`);

/** The comparison as a markdown table: per method, FCP and LCP in ms and over the reference. */
export function throttlingTable(comparison) {
  const head = [
    "route",
    "HTML B",
    ...METHODS.flatMap((m) => [
      `FCP ms ${LABELS[m]}`,
      "FCP / ref",
      `LCP ms ${LABELS[m]}`,
      "LCP / ref",
    ]),
  ];
  const rows = Object.entries(comparison).map(([name, byMethod]) => {
    const html = METHODS.map((m) => byMethod[m]?.html).find((v) => v != null);
    const cells = METHODS.flatMap((m) => {
      const c = byMethod[m];
      return [ms(c?.fcp), ratio(c?.fcpRatio), ms(c?.lcp), ratio(c?.lcpRatio)];
    });
    return `| ${[name, html == null ? "–" : String(Math.round(html)), ...cells].join(" | ")} |`;
  });
  return [`| ${head.join(" | ")} |`, `|${" --- |".repeat(head.length)}`, ...rows].join("\n");
}

// Lighthouse's kbps are of 1,024 bits: its 1638.4 is the preset's 1.6 Mbit/s.
const mbit = (kbps) => (kbps == null ? "–" : String(Number((kbps / 1024).toFixed(2))));

/**
 * The report's paragraph: what was measured, then the table. `profile` is the run's
 * Lighthouse throttling settings ({ rttMs, throughputKbps, requestLatencyMs, ... }).
 */
export function throttlingSection(comparison, profile = {}) {
  const runs = Object.values(comparison)
    .flatMap((byMethod) => METHODS.map((m) => byMethod[m]?.runs))
    .filter((n) => n != null);
  const p = profile;
  const [fewest, most] = [Math.min(...runs, Infinity), Math.max(...runs, 0)];
  const count = !runs.length ? "0" : fewest === most ? String(most) : `${fewest} to ${most}`;
  return [
    `First paints by throttling method, one phone profile (Lighthouse's mobile preset: ${p.rttMs ?? "–"} ms round trips, ${mbit(p.throughputKbps)} Mbit/s, CPU ${p.cpuSlowdownMultiplier ?? "–"}x). Simulated: computed from an unthrottled load, each request one download. Real: applied in Chromium as Lighthouse does it (${p.requestLatencyMs ?? "–"} ms added to each request, ${mbit(p.downloadThroughputKbps)} Mbit/s, CPU ${p.cpuSlowdownMultiplier ?? "–"}x), the HTML parsed as it arrives. Medians of ${count} runs; "/ ref" is the median over runs of the page's figure over the reference's of the same round; HTML B is the HTML's transfer size with headers.`,
    "",
    throttlingTable(comparison),
  ].join("\n");
}
