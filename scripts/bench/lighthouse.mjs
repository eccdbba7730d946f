// Runs Lighthouse 12 (default config: mobile form factor, simulated throttling; or the same
// phone profile applied for real, throttlingMethod "devtools") against a URL in a fresh
// headless Chromium each time, and keeps the figures the bench reports.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse, { defaultConfig } from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.mjs";

export const CHROMIUM = CHROMIUM_PATH;
const FLAGS = [...CHROMIUM_FLAGS, "--disable-default-apps", "--mute-audio"];
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** The mobile preset's phone (slow 4G, CPU 4x), whichever method applies it. */
export const PHONE_PROFILE = defaultConfig.settings.throttling;

/** Starts Chromium with a throw-away profile; resolves once DevTools listens. */
export async function startChromium() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "hamov-bench-chromium-"));
  const child = spawn(
    CHROMIUM,
    [...FLAGS, `--user-data-dir=${profile}`, "--remote-debugging-port=0", "about:blank"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const port = await new Promise((resolve, reject) => {
    let log = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${log}`)), 30000);
    child.once("exit", (code) => reject(new Error(`Chromium exited (${code}):\n${log}`)));
    child.stderr.on("data", (chunk) => {
      log += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  child.stderr.resume();
  return {
    port,
    async stop() {
      const exited = new Promise((r) => child.once("exit", r));
      const wait = (ms) => Promise.race([exited, new Promise((r) => setTimeout(r, ms))]);
      const kill = (signal) => {
        try {
          process.kill(child.pid, signal);
        } catch {
          // already gone
        }
      };
      kill("SIGTERM");
      await wait(5000);
      if (child.exitCode === null && child.signalCode === null) {
        kill("SIGKILL");
        await wait(5000);
      }
      // Chromium's helpers may still be writing to the profile for a moment.
      try {
        fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`could not remove ${profile}: ${error.message}`);
      }
    },
  };
}

const bytes = (items, type) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;

/** The figures the bench keeps from one Lighthouse report. */
export function summarize(lhr) {
  const audit = (id) => lhr.audits[id];
  const items = audit("resource-summary")?.details?.items ?? [];
  const scores = {};
  const failed = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = category?.score == null ? null : Math.round(category.score * 100);
    failed[id] = (category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => audit(ref.id)?.score != null && audit(ref.id).score < 1)
      .map((ref) => ref.id);
  }
  // A gated preview says noindex on purpose: its SEO score without that one audit.
  const seoRefs = (lhr.categories.seo?.auditRefs ?? []).filter(
    (ref) => ref.weight > 0 && ref.id !== "is-crawlable" && audit(ref.id)?.score != null,
  );
  const weight = seoRefs.reduce((n, ref) => n + ref.weight, 0);
  scores.seoExceptNoindex = weight
    ? Math.round((100 * seoRefs.reduce((n, r) => n + r.weight * audit(r.id).score, 0)) / weight)
    : null;
  // What each failing audit points at (a URL, a message, an element), for the report.
  const why = {};
  for (const id of new Set(Object.values(failed).flat())) {
    const items = audit(id)?.details?.items ?? [];
    why[id] = items
      .slice(0, 3)
      .map((i) =>
        [i.description, i.url ?? i.source?.url ?? i.sourceLocation?.url, i.node?.snippet]
          .filter(Boolean)
          .join(" "),
      )
      .filter(Boolean)
      .map((t) => String(t).slice(0, 160));
  }
  return {
    scores,
    failed,
    why,
    lcp: audit("largest-contentful-paint")?.numericValue ?? null,
    fcp: audit("first-contentful-paint")?.numericValue ?? null,
    tbt: audit("total-blocking-time")?.numericValue ?? null,
    cls: audit("cumulative-layout-shift")?.numericValue ?? null,
    si: audit("speed-index")?.numericValue ?? null,
    bytes: {
      js: bytes(items, "script"),
      css: bytes(items, "stylesheet"),
      images: bytes(items, "image"),
      fonts: bytes(items, "font"),
      document: bytes(items, "document"),
      total: bytes(items, "total"),
    },
    requests: items.find((i) => i.resourceType === "total")?.requestCount ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings ?? [],
    error: lhr.runtimeError?.message ?? null,
  };
}

/**
 * One Lighthouse run in its own Chromium; returns summarize()'s figures. `throttlingMethod`:
 * "simulate" (Lighthouse's default) or "devtools" (the same profile applied in Chromium).
 */
export async function runLighthouse(url, { throttlingMethod = "simulate" } = {}) {
  const chromium = await startChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: "json",
      logLevel: "error",
      // The preset's throttling settings (PHONE_PROFILE) either way; only the method differs.
      throttlingMethod,
      onlyCategories: CATEGORIES,
      // Screenshots cost time on a busy machine and feed no score.
      skipAudits: ["full-page-screenshot", "screenshot-thumbnails", "final-screenshot"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return summarize(result.lhr);
  } finally {
    await chromium.stop();
  }
}
