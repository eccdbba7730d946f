import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { inlineCriticalCss } from "./critical-css";
import { contentSecurityPolicy, headSources, inlineSources, toastifyCss } from "./csp";
import {
  deferManifest,
  deferScripts,
  deferStructuredData,
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
import { parsePage, serializePage } from "./html";

type Options = {
  publicDir: string;
  cacheDir: string;
  gated: boolean;
  siteUrl: string;
  /** The contact for security reports (data/site.json). */
  email: string;
  /** Where the forms deliver (SITE_LEADS). */
  leads: LeadsConfig;
};
type Result = { pages: number; scripts: number; styles: number };

const sha = (text: string) => createHash("sha256").update(text).digest("hex");

function walk(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full, base) : [path.relative(base, full)];
  });
}

const SLICE = /<!-- slice-start id="([^"]+)" -->[\s\S]*?<!-- slice-end id="\1" -->/g;

/** `html` with each slice's content as this build wrote it (public/_gatsby/slices/<id>.html). */
export function stitchSlices(html: string, publicDir: string, file: string): string {
  return html.replace(SLICE, (_, id: string) => {
    const slice = path.join(publicDir, "_gatsby", "slices", `${id}.html`);
    if (!fs.existsSync(slice))
      throw new Error(`public/${file}: Gatsby's slice ${id} is gone: run npm run clean`);
    const content = fs.readFileSync(slice, "utf8");
    return `<!-- slice-start id="${id}" -->${content}<!-- slice-end id="${id}" -->`;
  });
}

/**
 * Gatsby writes only the pages whose content changed; the others still hold what this step
 * made of them last time. So it keeps Gatsby's own HTML of every page (in .cache, which
 * `gatsby clean` empties with public/) and the hash of what it wrote: a page that still
 * holds that output is transformed again from Gatsby's copy. Every build therefore applies
 * the transforms as they are now to every page, and a change to them needs no clean.
 *
 * Gatsby's copy is as old as the page's content; what Gatsby stitches into every page from
 * its slices (`public/_gatsby/slices/`: the bundles' names, the chunk map and the compilation
 * hash) is as new as this build's scripts. So the copy gets the slices of this build: a page
 * naming the last build's compilation hash makes Gatsby's runtime reload it on every visit.
 */
function gatsbyHtml(
  file: string,
  current: string,
  { publicDir, cacheDir }: { publicDir: string; cacheDir: string },
  written: Record<string, string>,
) {
  const copy = path.join(cacheDir, "gatsby-html", file);
  if (written[file] === sha(current)) {
    if (!fs.existsSync(copy))
      throw new Error(
        `public/${file}: transformed before, but Gatsby's copy is gone: run npm run clean`,
      );
    return stitchSlices(fs.readFileSync(copy, "utf8"), publicDir, file);
  }
  fs.mkdirSync(path.dirname(copy), { recursive: true });
  fs.writeFileSync(copy, current);
  return current;
}

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
export function postBuild({ publicDir, cacheDir, gated, siteUrl, email, leads }: Options): Result {
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
  // Gatsby keeps old files in public/: a preview built after a launch build must not ship its sitemap.
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
  const landingPages = new Set(
    LANGUAGE_CODES.map((lang) => (lang === DEFAULT_LANG ? "index.html" : `${lang}/index.html`)),
  );
  const htmlFiles = walk(publicDir).filter((f) => f.endsWith(".html") && !f.startsWith("_gatsby"));
  const pages: { file: string; html: string; scripts: string[]; styles: string[] }[] = [];
  // What any page's Head may add to the document a visitor is in (see headSources).
  const shared = { scripts: [] as string[], styles: [fs.readFileSync(toastifyCss(), "utf8")] };
  for (const file of htmlFiles) {
    const full = path.join(publicDir, file);
    const page = parsePage(
      file,
      gatsbyHtml(file, fs.readFileSync(full, "utf8"), { publicDir, cacheDir }, written),
    );
    inlineCriticalCss(page);
    deferScripts(page);
    deferManifest(page);
    dropInertMeta(page);
    if (landingPages.has(file)) deferStructuredData(page);
    sharePagePath(page);
    emptyChunkMapping(page);
    joinEndScripts(page);
    joinHeadScripts(page);
    const html = serializePage(page);
    pages.push({ file, html, ...inlineSources(html) });
    const head = headSources(html);
    shared.scripts.push(...head.scripts);
    shared.styles.push(...head.styles);
  }
  const endpoint = leads.mode === "url" ? new URL(leads.url).origin : null;
  const policy = (page: { scripts: string[]; styles: string[] }, meta = false) =>
    contentSecurityPolicy({
      scripts: [...page.scripts, ...shared.scripts],
      styles: [...page.styles, ...shared.styles],
      endpoint,
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
