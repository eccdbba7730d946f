import type { AnalyticsConfig } from "../../src/lib/analytics";
import fs from "node:fs";
import path from "node:path";
import { inlineCriticalCss } from "./critical-css";
import { contentSecurityPolicy, pageSources, toastifyCss } from "./csp";
import {
  deferManifest,
  deferScripts,
  dropInertMeta,
  emptyChunkMapping,
  joinEndScripts,
  joinHeadScripts,
  sharePagePath,
} from "./defer-scripts";
import { headersFile, redirectsFile, robotsTxt, securityTxt } from "./headers";
import { DEFAULT_LANG, LANGUAGE_CODES } from "../../src/lib/languages";
import type { LeadsConfig } from "../env";
import { FORMS_FILE, netlifyForms } from "./forms";
import { parsePage, PostBuildError, serializePage } from "./html";
import { pageLang, pageTextProblems } from "./language";
import { inertLaterWeeks } from "../menu/later-weeks";
import { gatsbyHtml, sha, walk } from "./gatsby-copy";

type Options = {
  publicDir: string;
  cacheDir: string;
  gated: boolean;
  siteUrl: string;
  /** The contact for security reports (data/site.json). */
  email: string;
  /** Where the forms deliver (SITE_LEADS). */
  leads: LeadsConfig;
  /** SITE_ANALYTICS: its origin may be reached (connect-src); none when off. */
  analytics?: AnalyticsConfig;
};
type Result = { pages: number; scripts: number; styles: number };

/** The not-found pages: 404.html, and the copies Gatsby makes per language and folder. */
const NOT_FOUND = /(^|\/)404(\/index)?\.html$/;

/**
 * The page with its policy in a <meta http-equiv> element, first in <head> after the
 * charset, so that it covers every script and style after it: a host answers a missing
 * address with the not-found page, and no rule of _headers can match every such address
 * without also matching the pages.
 */
function withMetaPolicy(page: { file: string; html: string }, csp: string): string {
  const parsed = parsePage(page.file, page.html);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${csp}">`;
  const charset = parsed.$("head meta[charset]");
  if (charset.length) charset.first().after(meta);
  else parsed.$("head").prepend(meta);
  return serializePage(parsed);
}

/**
 * After the build: every page keeps inline only its first screen's CSS and loads its
 * scripts after its first screen is painted (both fail the build when a page lacks what
 * they expect); then robots.txt and _headers, where each page's Content-Security-Policy
 * allows its own inline scripts and <style> elements by their hashes (Gatsby's page-loader
 * scripts change every build), plus what any page's Head and react-toastify add at run time.
 */
export function postBuild({
  publicDir,
  cacheDir,
  gated,
  siteUrl,
  email,
  leads,
  analytics,
}: Options): Result {
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt({ gated, siteUrl }));
  fs.writeFileSync(
    path.join(publicDir, "_redirects"),
    redirectsFile(LANGUAGE_CODES.filter((lang) => lang !== DEFAULT_LANG)),
  );
  fs.mkdirSync(path.join(publicDir, ".well-known"), { recursive: true });
  fs.writeFileSync(
    path.join(publicDir, ".well-known", "security.txt"),
    securityTxt({ email, siteUrl }),
  );
  // Every build writes the sitemap (one plugin list, so that Gatsby keeps its cache from one
  // build to the next: gatsby-config.ts); a gated preview must not ship it.
  if (gated)
    for (const f of fs.readdirSync(publicDir).filter((n) => /^sitemap.*\.xml$/.test(n)))
      fs.rmSync(path.join(publicDir, f));

  const ledger = path.join(cacheDir, "written.json");
  const written: Record<string, string> = fs.existsSync(ledger)
    ? JSON.parse(fs.readFileSync(ledger, "utf8"))
    : {};
  // Pages only: Gatsby's _gatsby/slices/*.html are already stitched into them.
  // Gatsby keeps old files in public/: the forms' copy is written anew below when wanted.
  fs.rmSync(path.join(publicDir, FORMS_FILE), { force: true });
  const htmlFiles = walk(publicDir).filter((f) => f.endsWith(".html") && !f.startsWith("_gatsby"));
  const pages: { file: string; html: string; scripts: string[]; styles: string[] }[] = [];
  // What any page's Head may add to the document a visitor is in (see headSources).
  const shared = { scripts: [] as string[], styles: [fs.readFileSync(toastifyCss(), "utf8")] };
  const typography: string[] = [];
  for (const file of htmlFiles) {
    const full = path.join(publicDir, file);
    const page = parsePage(
      file,
      gatsbyHtml(file, fs.readFileSync(full, "utf8"), { publicDir, cacheDir }, written),
    );
    const lang = pageLang(file);
    if (lang) typography.push(...pageTextProblems(page, lang));
    inertLaterWeeks(page);
    inlineCriticalCss(page);
    deferScripts(page);
    deferManifest(page);
    dropInertMeta(page);
    sharePagePath(page);
    emptyChunkMapping(page);
    joinEndScripts(page);
    joinHeadScripts(page);
    const html = serializePage(page);
    const { own, head } = pageSources(html);
    pages.push({ file, html, ...own });
    shared.scripts.push(...head.scripts);
    shared.styles.push(...head.styles);
  }
  if (typography.length)
    throw new PostBuildError(
      `the built pages break the language's typography:\n${typography.slice(0, 30).join("\n")}`,
    );
  const endpoint = leads.mode === "url" ? new URL(leads.url).origin : null;
  const analyticsOrigin =
    analytics?.mode === "plausible" ? new URL(analytics.endpoint).origin : null;
  const policy = (page: { scripts: string[]; styles: string[] }, meta = false) =>
    contentSecurityPolicy({
      scripts: [...page.scripts, ...shared.scripts],
      styles: [...page.styles, ...shared.styles],
      endpoint,
      analytics: analyticsOrigin,
      meta,
    });
  for (const page of pages) {
    // A missing address answers with a not-found page; no rule of _headers matches it.
    const html = NOT_FOUND.test(page.file) ? withMetaPolicy(page, policy(page, true)) : page.html;
    fs.writeFileSync(path.join(publicDir, page.file), html);
    written[page.file] = sha(html);
  }
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(ledger, JSON.stringify(written, null, 1));

  if (leads.mode === "netlify") fs.writeFileSync(path.join(publicDir, FORMS_FILE), netlifyForms());
  // With no not-found page, no inline code of a page at all.
  const notFound = pages.find((p) => p.file === "404.html") ?? { scripts: [], styles: [] };
  const entries = fs
    .readdirSync(publicDir, { withFileTypes: true })
    .map((e) => ({ name: e.name, dir: e.isDirectory() }));
  fs.writeFileSync(
    path.join(publicDir, "_headers"),
    headersFile({
      gated,
      pages: pages.map((p) => ({ file: p.file, csp: policy(p) })),
      otherCsp: policy(notFound),
      entries,
    }),
  );
  const all = (key: "scripts" | "styles") =>
    new Set([...pages.flatMap((p) => p[key]), ...shared[key]]).size;
  return { pages: htmlFiles.length, scripts: all("scripts"), styles: all("styles") };
}
