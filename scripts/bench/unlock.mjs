// Times password verification in Chromium: Web Crypto's PBKDF2 at the site's work factor
// (the budget), the pure-JS fallback for plain-HTTP previews (for information), and the
// whole unlock on the gated build's card, from submit to the unlocked page.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.mjs";
import { median } from "./stats.mjs";

const launch = () =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });

/** ITERATIONS as written in gatsby/env.ts (the value gatsby-node hashes with). */
export function siteIterations(root) {
  const source = fs.readFileSync(path.join(root, "gatsby", "env.ts"), "utf8");
  const match = /export const ITERATIONS\s*=\s*([\d_]+)/.exec(source);
  if (!match) throw new Error("ITERATIONS not found in gatsby/env.ts");
  return Number(match[1].replaceAll("_", ""));
}

async function derive(page, iterations, nobleBase) {
  return page.evaluate(
    async ({ iterations, nobleBase }) => {
      const enc = new TextEncoder();
      const password = enc.encode("correct horse battery staple");
      const salt = crypto.getRandomValues(new Uint8Array(16));
      const started = performance.now();
      if (nobleBase) {
        const [{ pbkdf2Async }, { sha256 }] = await Promise.all([
          import(`${nobleBase}pbkdf2.js`),
          import(`${nobleBase}sha2.js`),
        ]);
        await pbkdf2Async(sha256, password, salt, { c: iterations, dkLen: 32 });
      } else {
        const key = await crypto.subtle.importKey("raw", password, "PBKDF2", false, ["deriveBits"]);
        await crypto.subtle.deriveBits(
          { name: "PBKDF2", hash: "SHA-256", salt, iterations },
          key,
          256,
        );
      }
      return performance.now() - started;
    },
    { iterations, nobleBase },
  );
}

/** Submit on the gate card until the page is unlocked, measured in the page. */
async function unlockOnce(browser, gatedUrl, password) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.goto(`${gatedUrl}/`, { waitUntil: "load" });
    const field = page.locator("#gate-password");
    await field.waitFor({ state: "visible", timeout: 20000 });
    await page.waitForFunction(() => {
      const form = document.querySelector("#gate-password")?.closest("form");
      return form && Object.keys(form).some((k) => k.startsWith("__react"));
    });
    await field.fill(password);
    // Listen first (awaited), then click, then collect: no race with the submit.
    await page.evaluate(() => {
      window.__benchUnlock = new Promise((resolve) => {
        let started = 0;
        const form = document.querySelector("#gate-password").closest("form");
        form.addEventListener("submit", () => (started = performance.now()), { capture: true });
        new MutationObserver(() => {
          if (document.documentElement.hasAttribute("data-unlocked"))
            resolve(performance.now() - started);
        }).observe(document.documentElement, { attributes: true });
      });
    });
    await page.locator("form button[type=submit]").click();
    return await page.evaluate(() =>
      Promise.race([
        window.__benchUnlock,
        new Promise((_, reject) => setTimeout(() => reject(new Error("no unlock in 30 s")), 30000)),
      ]),
    );
  } finally {
    await context.close();
  }
}

/**
 * Returns medians in ms of `runs` runs: { iterations, subtle, noble, unlock } (unlock
 * null without a gated build). `url` must be a secure context (127.0.0.1 is one).
 */
export async function timeUnlock({ url, gatedUrl, iterations, runs = 5, password }) {
  const browser = await launch();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}/__bench/`, { waitUntil: "load" });
    await derive(page, 1000, null); // warm up Web Crypto
    const subtle = [];
    for (let i = 0; i < runs; i++) subtle.push(await derive(page, iterations, null));
    const noble = [];
    for (let i = 0; i < Math.min(runs, 3); i++)
      noble.push(await derive(page, iterations, `${url}/__noble/`));
    await context.close();
    const unlock = [];
    let unlockError = null;
    if (gatedUrl)
      for (let i = 0; i < Math.min(runs, 3) && !unlockError; i++)
        unlock.push(
          await unlockOnce(browser, gatedUrl, password).catch((e) => (unlockError = String(e))),
        );
    return {
      iterations,
      subtle: median(subtle),
      subtleRuns: subtle,
      noble: median(noble),
      nobleRuns: noble,
      unlock: unlockError ? null : median(unlock),
      unlockRuns: unlockError ? [] : unlock,
      unlockError,
    };
  } finally {
    await browser.close();
  }
}
