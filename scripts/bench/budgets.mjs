// The speed budgets, checked against the bench's medians; a miss says by how much.
import { FIRST_ROUND_TRIP } from "./first-window.mjs";

const KB = 1024;
const LANDINGS = ["/", "/hy", "/ru"];
/** The weekly menu and its dish pages, in every language. */
const isMenu = (name) => /^(\/(hy|ru))?\/menu(\/|$)/.test(name);
/** What the menu may add to the JavaScript of /meal-plans, the page it grew from (brotli). */
const MENU_EXTRA_JS = 10 * KB;
/** A tap on the menu button is answered (the menu open) within this long. */
const TAP_ANSWER_MS = 300;

function check(name, actual, limit, { atLeast = false, unit = "", digits = 0 } = {}) {
  if (actual == null) return { name, actual, limit, ok: false, note: "not measured" };
  const ok = atLeast ? actual >= limit : actual <= limit;
  const by = Math.abs(actual - limit);
  const f = (v) => `${Number(v).toFixed(digits)}${unit}`;
  const note = ok
    ? `${f(actual)} (budget ${atLeast ? ">=" : "<="} ${f(limit)})`
    : `${f(actual)} misses ${atLeast ? ">=" : "<="} ${f(limit)} by ${f(by)}`;
  return { name, actual, limit, ok, note };
}

/** Every speed budget against the measured medians. */
export function budgets({ routes, reference, builds, unlock, firstTap, analytics, throttling }) {
  const out = [];
  for (const [name, m] of Object.entries(routes)) {
    if (name === "reference") continue;
    // What the first screen needs (the head, its CSS and scripts, the first screen's markup)
    // arrives in the first round trip, so a phone can paint it from that round trip's bytes.
    if (m.firstWindow)
      out.push(
        check(`${name}: first screen with headers`, m.firstWindow.firstScreen, FIRST_ROUND_TRIP, {
          unit: " B",
        }),
      );
    const s = m.scores;
    out.push(check(`${name}: performance`, s.performance, 98, { atLeast: true }));
    out.push(check(`${name}: accessibility`, s.accessibility, 100, { atLeast: true }));
    out.push(check(`${name}: best practices`, s["best-practices"], 100, { atLeast: true }));
    const seo = name === "gate card" ? s.seoExceptNoindex : s.seo;
    out.push(check(`${name}: SEO${name === "gate card" ? "¹" : ""}`, seo, 100, { atLeast: true }));
    out.push(check(`${name}: CLS`, m.cls, 0.01, { digits: 3 }));
    out.push(check(`${name}: TBT`, m.tbt, 100, { unit: " ms" }));
  }
  // The landing in every language: painted about as soon as the plain-HTML reference, its
  // HTML with the response headers within what a new connection carries in its first round
  // trip (10 TCP segments of 1,460 bytes), the one thing that moved its first paint.
  for (const name of LANDINGS) {
    const m = routes[name];
    if (!m) continue;
    const ratio = (key) => (reference?.[key] ? m[key] / reference[key] : null);
    out.push(check(`${name}: LCP / reference LCP`, ratio("lcp"), 1.05, { digits: 2, unit: "x" }));
    out.push(check(`${name}: FCP / reference FCP`, ratio("fcp"), 1.15, { digits: 2, unit: "x" }));
    out.push(
      check(`${name}: HTML with headers`, m.bytes.document, FIRST_ROUND_TRIP, { unit: " B" }),
    );
  }
  // The menu and its dish pages: as fast as a page can be, painted about as soon as the
  // plain-HTML reference, and not much heavier in scripts than /meal-plans. Its first paint
  // is measured with the phone's throttling applied for real (--throttling both): the menu's
  // HTML holds the whole week, beyond the first round trip, and the simulation waits for all
  // of it before the first paint, while a phone paints the first screen (budgeted above) as
  // it arrives.
  const plans = routes["/meal-plans"];
  for (const [name, m] of Object.entries(routes)) {
    if (!isMenu(name)) continue;
    const lcp = reference?.lcp ? m.lcp / reference.lcp : null;
    out.push(check(`${name}: performance (goal)`, m.scores.performance, 100, { atLeast: true }));
    out.push(check(`${name}: LCP / reference LCP`, lcp, 1.05, { digits: 2, unit: "x" }));
    if (throttling?.[name])
      out.push(
        check(
          `${name}: FCP / reference FCP, real throttling`,
          throttling[name].devtools?.fcpRatio,
          1.15,
          { digits: 2, unit: "x" },
        ),
      );
    out.push(check(`${name}: CLS (none)`, m.cls, 0, { digits: 3 }));
    const extra = plans ? (m.bytes.js - plans.bytes.js) / KB : null;
    out.push(
      check(`${name}: JS beyond /meal-plans' (compressed)`, extra, MENU_EXTRA_JS / KB, {
        unit: " KB",
        digits: 1,
      }),
    );
  }
  // The plan finder: as fast as a page can be, its first question painted as soon as the
  // plain-HTML reference's content.
  const finder = routes["/plan-finder"];
  if (finder) {
    const lcp = reference?.lcp ? finder.lcp / reference.lcp : null;
    out.push(
      check("/plan-finder: performance (goal)", finder.scores.performance, 100, { atLeast: true }),
    );
    out.push(check("/plan-finder: LCP / reference LCP", lcp, 1.05, { digits: 2, unit: "x" }));
    out.push(check("/plan-finder: CLS (none)", finder.cls, 0, { digits: 3 }));
  }
  const landing = routes["/"];
  if (landing) {
    const js = landing.bytes.js / KB;
    out.push(check("/: first-load JS (compressed)", js, 110, { unit: " KB", digits: 1 }));
    out.push(
      check("/: CSS (compressed)", (landing.bytes.css + landing.bytes.cssInline) / KB, 15, {
        unit: " KB",
        digits: 1,
      }),
    );
    const total = landing.bytes.total / KB;
    out.push(check("/: total transfer", total, 350, { unit: " KB", digits: 1 }));
  }
  // The Armenian and Russian landing pages: as heavy as the English one.
  for (const name of ["/hy", "/ru"]) {
    const m = routes[name];
    if (!m || !landing) continue;
    for (const kind of ["js", "css", "total"]) {
      const own = kind === "css" ? m.bytes.css + m.bytes.cssInline : m.bytes[kind];
      const english =
        kind === "css" ? landing.bytes.css + landing.bytes.cssInline : landing.bytes[kind];
      out.push(
        check(`${name}: ${kind} bytes / English page's`, own / english, 1.05, {
          digits: 3,
          unit: "x",
        }),
      );
    }
  }
  // Measurement on: the landing's first-load scripts and the tracker's chunk it loads after
  // the first render, beyond the same page built without it.
  if (analytics)
    out.push(
      check("/: JavaScript added by measurement (compressed)", analytics.total, 2 * KB, {
        unit: " B",
      }),
    );
  if (builds?.cold != null)
    out.push(check("cold build", builds.cold, 90, { unit: " s", digits: 1 }));
  if (builds?.warm != null)
    out.push(check("warm rebuild", builds.warm, 30, { unit: " s", digits: 1 }));
  if (unlock) {
    out.push(check("PBKDF2 iterations", unlock.iterations, 100000, { atLeast: true }));
    out.push(check("password verification (Web Crypto)", unlock.subtle, 300, { unit: " ms" }));
  }
  for (const [route, t] of Object.entries(firstTap ?? {})) {
    const name = `${route}: a tap at first paint opens the menu without a second tap`;
    const ok = t.runs > 0 && t.opened === t.runs;
    const delay = t.open == null ? "" : `, menu open at ${Math.round(t.open)} ms (median)`;
    out.push({
      name,
      actual: t.opened,
      limit: t.runs,
      ok,
      note: `${t.opened} of ${t.runs} runs opened${delay}`,
    });
    out.push(
      check(`${route}: menu open after the tap (slowest run)`, t.slowest, TAP_ANSWER_MS, {
        unit: " ms",
      }),
    );
  }
  return out;
}

export function budgetLines(list) {
  const missed = list.filter((b) => !b.ok);
  const lines = list.map((b) => `- ${b.ok ? "ok  " : "MISS"} ${b.name}: ${b.note}`);
  lines.push(
    missed.length
      ? `\n${missed.length} of ${list.length} budgets missed: ${missed.map((b) => b.name).join("; ")}`
      : `\nAll ${list.length} budgets met.`,
  );
  return lines.join("\n");
}
