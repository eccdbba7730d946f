import fs from "node:fs";
import path from "node:path";
import { cmsBackend, cmsConfig, EDITOR_LANGUAGES, type Backend } from "./config";
import { siteToday } from "../env";
import { loadContent, type Content } from "../content/snapshot";
import { contentTexts } from "../content/disk";
import type { IsoDate } from "../../src/catalog/week";
import { previewBundle } from "./preview/bundle";
import { previewSnapshot } from "./preview/snapshot";
import { checksBundle } from "./checks/bundle";
import { CDN, packageDir, rewriteBundle, vendorFiles } from "./vendor";

export { AdminError, rewriteBundle } from "./vendor";

/*
 * public/admin/: the content editor (Sveltia CMS, pinned in package.json) as it is published,
 * its configuration, and the preview of plans and dishes with the site's own cards and styles.
 */

function bootScript(version: string): string {
  return `// Written by the build (gatsby/cms/admin.ts).
// The editor fetches its interface strings and checks for a newer version on a CDN; this
// page's policy allows no other host, so the strings come from /admin/locales/, and the
// version check (the version is pinned in package.json) and GitHub's status page, which
// it also asks, are answered here as unavailable.
(() => {
  const strings = "${CDN}@${version}/locales/";
  const STATUS = "https://www.githubstatus.com/";
  const original = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith(strings)) return original("/admin/locales/" + url.slice(strings.length), init);
    if (url.startsWith("${CDN}/") || url.startsWith(STATUS))
      return Promise.resolve(new Response(null, { status: 404 }));
    return original(input, init);
  };
})();
// Escape does not close a form (the editor's default would drop its unsaved changes at a key
// press); the owner can still turn it on in the editor's settings.
(() => {
  try {
    const prefs = JSON.parse(localStorage.getItem("sveltia-cms.prefs") || "{}") || {};
    if (prefs.closeWithEscape === undefined) {
      prefs.closeWithEscape = false;
      localStorage.setItem("sveltia-cms.prefs", JSON.stringify(prefs));
    }
  } catch {}
})();
// The forms' labels in the interface's language: the one chosen in the editor's settings,
// else the browser's (as the editor itself decides), else English. A change of language in
// the settings shows in the labels after the page is reloaded.
(() => {
  const known = ${JSON.stringify(EDITOR_LANGUAGES)};
  let chosen;
  try {
    chosen = (JSON.parse(localStorage.getItem("sveltia-cms.prefs") || "{}") || {}).locale;
  } catch {}
  const browser = (navigator.languages || [navigator.language]).map((l) => l.slice(0, 2));
  const lang = [chosen, ...browser].find((l) => known.includes(l)) || "en";
  const link = document.querySelector('link[rel="cms-config-url"]');
  if (link && lang !== "en") link.href = "/admin/config." + lang + ".json";
})();
`;
}

// preview.js registers its templates, and checks.js the checks before saving, once the
// editor's script has defined window.CMS.
const INDEX_HTML = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>Content editor</title>
    <link href="/admin/config.json" type="application/json" rel="cms-config-url">
    <script src="/admin/boot.js"></script>
    <script src="/admin/sveltia-cms.js"></script>
    <script src="/admin/preview.js"></script>
    <script src="/admin/checks.js"></script>
  </head>
  <body></body>
</html>
`;

/** The site's stylesheet of the last build in `publicDir` (the one its home page names). */
export function siteStylesheet(publicDir: string): string | undefined {
  const home = path.join(publicDir, "index.html");
  if (!fs.existsSync(home)) return undefined;
  const href = /data-href="(\/[\w.-]+\.css)"/.exec(fs.readFileSync(home, "utf8"))?.[1];
  const file = href && path.join(publicDir, href);
  return file && fs.existsSync(file) ? file : undefined;
}

/**
 * The site's content, or none while data/ is broken: `npm run cms` opens the editor then, so
 * that the owner can mend it (the preview stays empty meanwhile).
 */
function contentOrNone(): Content | null {
  try {
    return loadContent();
  } catch {
    return null;
  }
}

type Options = {
  backend?: Backend;
  stylesheet?: string;
  /** The content the editor's calendar and preview are drawn from: the site's by default. */
  content?: Content;
  /** The folder whose texts the checks before saving read (admin/content.json): data/. */
  texts?: string;
};

/**
 * Writes the editor into `dir` (public/admin); returns the bytes written. `stylesheet`: the
 * site's built CSS, which the preview draws with (without it the cards are unstyled).
 */
export function writeAdmin(dir: string, options: Options = {}): number {
  const { backend = cmsBackend(), stylesheet } = options;
  const content = options.content ?? contentOrNone();
  const texts = contentTexts(options.texts);
  // The weeks' Mondays are their files' names, read whole or not.
  const published = content
    ? content.folder<{ monday: IsoDate }>("weeks").map((week) => week.monday)
    : Object.keys(texts).flatMap(
        (f) => /^data\/weeks\/(\d{4}-\d{2}-\d{2})\.json$/.exec(f)?.[1] ?? [],
      );
  const calendar = { published, today: siteToday() };
  const cms = packageDir("@sveltia/cms");
  const { version } = JSON.parse(fs.readFileSync(path.join(cms, "package.json"), "utf8"));
  const bundle = rewriteBundle(fs.readFileSync(path.join(cms, "dist", "sveltia-cms.js"), "utf8"));
  const files: [string, string | Buffer][] = [
    ["sveltia-cms.js", bundle.code],
    ["boot.js", bootScript(version)],
    ["index.html", INDEX_HTML],
    ...EDITOR_LANGUAGES.map((lang): [string, string] => [
      lang === "en" ? "config.json" : `config.${lang}.json`,
      `${JSON.stringify(cmsConfig(backend, calendar, lang), null, 1)}\n`,
    ]),
    ["preview.js", previewBundle()],
    ["preview-data.json", JSON.stringify(content ? previewSnapshot(content) : null)],
    ["checks.js", checksBundle()],
    ["content.json", JSON.stringify(texts)],
    ["site.css", stylesheet ? fs.readFileSync(stylesheet) : ""],
    ...vendorFiles(cms, bundle.fonts, bundle.immutable),
  ];
  fs.rmSync(dir, { recursive: true, force: true });
  let bytes = 0;
  for (const [name, body] of files) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
    bytes += Buffer.byteLength(body);
  }
  return bytes;
}
