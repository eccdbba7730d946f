import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { siteUrl } from "../../gatsby/env";
import { root } from "./content";
import { LANGUAGE_CODES, localPath } from "../../src/lib/languages";
import { ROUTES } from "./routes";

/*
 * Helpers of the search-engine, header and stylesheet checks (e2e/seo/, e2e/launch/): the
 * built files behind the project's server, its structured data and CSP violations.
 */

/** The published site's address the build was made with (SITE_URL, as the build reads it). */
export const SITE_URL = siteUrl();

/** Pages, not states: a route's query (`/register?plan=…`) is the same page. */
const inEveryLanguage = (paths: string[]) =>
  LANGUAGE_CODES.flatMap((lang) =>
    [...new Set(paths.map((p) => p.split("?")[0]))].map((p) => localPath(p, lang)),
  );

/** Every page of the site (each route that answers 200) in every language, once. */
export const PAGE_PATHS = inEveryLanguage(ROUTES.filter((r) => !r.status).map((r) => r.path));

/**
 * The build folder the project's server serves (playwright.config.ts): the gated preview in
 * the `gated` and `leads` projects, the launch build in the others.
 */
export function buildDir(info: TestInfo): string {
  const dir = /^(gated|leads)/.test(info.project.name)
    ? (process.env.E2E_LEADS_DIR ?? "public-leads")
    : (process.env.E2E_LAUNCH_DIR ?? "public-launch");
  return path.resolve(root, dir);
}

/** A file of the build, as text. */
export const builtFile = (dir: string, name: string) =>
  fs.readFileSync(path.join(dir, name), "utf8");

/** Every built HTML page (Gatsby's own _gatsby folder aside). */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "_gatsby" ? [] : htmlFiles(full);
    return e.name.endsWith(".html") ? [full] : [];
  });
}

/** Whether the served build is the gated preview: its robots.txt disallows everything. */
export async function servesGatedBuild(request: APIRequestContext): Promise<boolean> {
  const robots = await (await request.get("/robots.txt")).text();
  return robots.includes("Disallow: /");
}

export type JsonLd = { "@type": string; [key: string]: unknown };

/** The JSON-LD blocks of a page, parsed (a parse error fails the test). */
export async function jsonLd(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as JsonLd);
}

/**
 * Records every Content-Security-Policy violation of `page` (the DOM event and the console
 * line), every Permissions-Policy complaint and every page error from the next load on.
 * Returns a function that lists them.
 */
export async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      w.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI} ${e.sample}`),
    );
  });
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|Permissions-Policy|Refused to/i.test(msg.text()))
      problems.push(msg.text());
  });
  page.on("pageerror", (err) => problems.push(String(err)));
  return async () => [
    ...problems,
    ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)),
  ];
}
