// Medians, the speed budgets and the markdown the bench prints (docs/performance.md shows it).
import { median } from "./stats.mjs";
import { throttlingSection } from "./throttling.mjs";

const KB = 1024;
const kb = (bytes) => (bytes == null ? "–" : (bytes / KB).toFixed(1));
const ms = (v) => (v == null ? "–" : String(Math.round(v)));
const score = (v) => (v == null ? "–" : String(v));

/** Per-field medians of a route's runs, and every audit that cost points in any run. */
export function medianOf(runs) {
  const ok = runs.filter((r) => !r.error);
  const pick = (get) => median(ok.map(get));
  const failed = {};
  const why = {};
  for (const run of ok) for (const [id, items] of Object.entries(run.why ?? {})) why[id] = items;
  for (const run of ok)
    for (const [category, ids] of Object.entries(run.failed))
      for (const id of ids) (failed[category] ??= new Set()).add(id);
  return {
    runs: ok.length,
    errors: runs.filter((r) => r.error).map((r) => r.error),
    scores: Object.fromEntries(
      Object.keys(ok[0]?.scores ?? {}).map((k) => [k, pick((r) => r.scores[k])]),
    ),
    failed: Object.fromEntries(Object.entries(failed).map(([k, v]) => [k, [...v]])),
    why,
    ...Object.fromEntries(["lcp", "fcp", "tbt", "cls", "si"].map((k) => [k, pick((r) => r[k])])),
    bytes: Object.fromEntries(
      Object.keys(ok[0]?.bytes ?? {}).map((k) => [k, pick((r) => r.bytes[k])]),
    ),
    requests: pick((r) => r.requests),
    benchmarkIndex: pick((r) => r.benchmarkIndex),
  };
}

export function table(routes) {
  const head =
    "| route | perf | a11y | best pr. | SEO | LCP ms | FCP ms | TBT ms | CLS | JS KB | CSS KB | img KB | total KB | requests |";
  const rule = `|${" --- |".repeat(14)}`;
  const rows = Object.entries(routes).map(([name, m]) => {
    const s = m.scores;
    const seo =
      name === "gate card" ? `${score(s.seo)} (${score(s.seoExceptNoindex)}¹)` : score(s.seo);
    return `| ${name} | ${score(s.performance)} | ${score(s.accessibility)} | ${score(s["best-practices"])} | ${seo} | ${ms(m.lcp)} | ${ms(m.fcp)} | ${ms(m.tbt)} | ${m.cls == null ? "–" : m.cls.toFixed(3)} | ${kb(m.bytes.js)} | ${kb(m.bytes.css + m.bytes.cssInline)} | ${kb(m.bytes.images)} | ${kb(m.bytes.total)} | ${m.requests ?? "–"} |`;
  });
  return [head, rule, ...rows].join("\n");
}

/**
 * The first tap answered (first-tap.mjs) per route, beside Lighthouse's LCP when the run
 * had it: one tap on the menu button at first paint on a throttled phone.
 */
export function firstTapTable(firstTap, routes = {}) {
  const head =
    "| route | LCP ms (Lighthouse) | FCP ms | tapped at ms | menu open at ms | open after tap ms (median / slowest) | opened |";
  const rule = `|${" --- |".repeat(7)}`;
  const rows = Object.entries(firstTap).map(
    ([route, t]) =>
      `| ${route} | ${ms(routes[route === "404 page" ? "404" : route]?.lcp)} | ${ms(t.fcp)} | ${ms(t.tap)} | ${ms(t.open)} | ${ms(t.answer)} / ${ms(t.slowest)} | ${t.opened} of ${t.runs} |`,
  );
  return [head, rule, ...rows].join("\n");
}

/** Lighthouse's CPU benchmark: its 4x slowdown assumes a fast desktop (about 1,000 or more). */
function benchmarkNote(index) {
  const text = `Lighthouse benchmarkIndex (CPU speed, higher is faster), median: ${index ?? "–"}.`;
  return index != null && index < 1000
    ? `${text} WARNING: below 1,000 Lighthouse finds the CPU slower than it expects (the machine is busy); TBT and the performance score come out worse than on a quiet machine.`
    : text;
}

const fixed = (v, d = 1) => (v == null ? "–" : v.toFixed(d));

/** Landing / reference ratios of the timing metrics and of the bytes. */
export function ratiosOf(routes) {
  const landing = routes["/"];
  const ref = routes.reference;
  if (!landing || !ref) return null;
  return {
    lcp: landing.lcp / ref.lcp,
    fcp: landing.fcp / ref.fcp,
    si: landing.si / ref.si,
    totalBytes: landing.bytes.total / ref.bytes.total,
  };
}

/** Per language: the landing's FCP and LCP over the reference's, and its HTML's bytes with headers. */
function landingLine(routes) {
  const ref = routes.reference;
  const parts = ["/", "/hy", "/ru"]
    .filter((name) => routes[name] && ref)
    .map(
      (name) =>
        `${name} FCP ${fixed(routes[name].fcp / ref.fcp, 2)}x, LCP ${fixed(routes[name].lcp / ref.lcp, 2)}x, HTML ${routes[name].bytes.document ?? "–"} B`,
    );
  return parts.length
    ? `Landing / reference per language (HTML: transfer size with headers; one round trip carries 14,600 B): ${parts.join("; ")}.`
    : "";
}

/**
 * Per page: the compressed bytes through its first screen's markup and the whole HTML, both
 * with the response headers, as the bench's server sends them (first-window.mjs).
 */
function firstWindowLine(routes) {
  const parts = Object.entries(routes)
    .filter(([, m]) => m.firstWindow)
    .map(([name, m]) => {
      const w = m.firstWindow;
      return `${name} ${w.firstScreen}${w.laterPart ? "" : " (all)"} of ${w.document} B`;
    });
  return parts.length
    ? `First screen as sent (brotli through the first screen's markup, with headers, of the whole HTML; "all": the page marks no part below its first screen; one round trip carries 14,600 B): ${parts.join("; ")}.`
    : "";
}

/** The whole printed report (markdown), from the figures latest.json holds. */
export function summary(r, { budgetText, describeLoad }) {
  const c = r.chunks;
  const u = r.unlock;
  const lines = [
    `Bench of ${r.date.slice(0, 16).replace("T", " ")} UTC: Lighthouse ${r.lighthouseVersion} (mobile preset, simulated throttling), ${r.chromium}, Node ${r.node}, median of ${r.runs} runs.`,
    "",
    table(r.routes),
    "",
    r.routes["gate card"]
      ? "¹ the gate card's SEO without `is-crawlable`: a gated preview says noindex on purpose."
      : "",
    "CSS counts the first screen's CSS inlined into each page (its brotli size) and the full stylesheet that follows it.",
    "",
    r.ratios
      ? `Landing / reference: LCP ${fixed(r.ratios.lcp, 2)}x, FCP ${fixed(r.ratios.fcp, 2)}x, Speed Index ${fixed(r.ratios.si, 2)}x, bytes ${fixed(r.ratios.totalBytes)}x (reference hero image from the ${r.reference.imageSource}).`
      : "",
    landingLine(r.routes),
    firstWindowLine(r.routes),
    ...(r.throttling ? ["", throttlingSection(r.throttling.pages, r.throttling.profile), ""] : []),
    `Builds (wall clock, CPU time of gatsby and its workers in brackets): cold ${fixed(r.builds.cold)} s (${fixed(r.builds.coldCpu)} s), warm ${fixed(r.builds.warm)} s (${fixed(r.builds.warmCpu)} s); gated preview, cold: ${fixed(r.builds.gatedCold)} s (${fixed(r.builds.gatedColdCpu)} s).`,
    u
      ? `Unlock: PBKDF2-SHA-256 x ${u.iterations.toLocaleString("en")} takes ${Math.round(u.subtle)} ms with Web Crypto (median of ${u.subtleRuns.length}), ${Math.round(u.noble)} ms with the pure-JS fallback; submit to unlocked page ${u.unlock == null ? `– ${u.unlockError ?? "(no gated build)"}` : `${Math.round(u.unlock)} ms`}.`
      : "",
    `Landing first-load JS files: ${c.files.map((f) => `${f.file} ${kb(f.brotli)} KB br / ${kb(f.gzip)} KB gz`).join(", ")}.`,
    `Biggest sources in it (KB minified / brotli alone): ${c.biggest.map((b) => `${b.name} ${kb(b.minifiedBytes)} / ${kb(b.brotliBytes)}`).join(", ")}.`,
    `Watched in first-load JS (minified KB): ${Object.entries(c.watched)
      .map(([k, v]) => `${k} ${kb(v)}`)
      .join(", ")}; in any client chunk: ${Object.entries(c.anywhere)
      .map(([k, v]) => `${k} ${v.length ? v.join(" ") : "none"}`)
      .join("; ")}.`,
    r.firstTap
      ? `\nFirst tap answered (the menu button tapped once at first paint; Chromium with slow 4G and CPU 4x applied for real, 390x844, brotli; median of ${Object.values(r.firstTap)[0]?.runs ?? "–"} runs, from navigation start):\n\n${firstTapTable(r.firstTap, r.routes)}`
      : "",
    "",
    "Budgets:",
    budgetText,
    "",
    describeLoad("Machine load before", r.loadBefore),
    describeLoad("Machine load after", r.loadAfter),
    benchmarkNote(r.routes.reference?.benchmarkIndex),
  ];
  const failed = Object.entries(r.routes).flatMap(([name, m]) =>
    Object.entries(m.failed)
      .filter(([, ids]) => ids.length)
      .map(
        ([category, ids]) =>
          `- ${name} ${category}: ${ids.map((id) => (m.why[id]?.length ? `${id} (${m.why[id].join("; ")})` : id)).join(", ")}`,
      ),
  );
  if (failed.length) lines.push("", "Audits that cost points in at least one run:", ...failed);
  return lines.filter((l, i, a) => !(l === "" && a[i - 1] === "")).join("\n");
}
