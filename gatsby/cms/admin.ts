import fs from "node:fs";
import path from "node:path";
import { cmsBackend, cmsConfig, type Backend } from "./config";

/*
 * public/admin/: the content editor (Sveltia CMS, pinned in package.json), copied as it is
 * published, never compiled. Under the editor's own policy it reaches no other host: its
 * web fonts are rewritten to files of ours, and its interface strings, which it fetches
 * from a CDN, are answered from admin/locales/ by boot.js.
 */

const FONT_URL =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([\w-]+?)(?::vf)?@[\d.]+\/([\w-]+)\.woff2/g;
/** The fonts the editor draws with, by the fontsource package that ships each. */
const FONT_PACKAGES: Record<string, string> = {
  "material-symbols-outlined": "@fontsource-variable/material-symbols-outlined",
  "source-sans-3": "@fontsource-variable/source-sans-3",
  "noto-mono": "@fontsource/noto-mono",
};
/** The interface languages offered besides the built-in English. */
const UI_LOCALES = ["ru"];
const CDN = "https://unpkg.com/@sveltia/cms";

export class AdminError extends Error {}

// From the site's folder: the packages are installed there (the editor exports no package.json).
const packageDir = (name: string) => path.join(process.cwd(), "node_modules", name);

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
`;
}

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
  </head>
  <body></body>
</html>
`;

/** The editor's bundle with its font addresses made ours; fails when the bundle changed shape. */
export function rewriteBundle(code: string): { code: string; fonts: [string, string][] } {
  const fonts: [string, string][] = [];
  const out = code.replace(FONT_URL, (_m, family: string, file: string) => {
    const name = `${family}-${file}.woff2`;
    fonts.push([family, name]);
    return `/admin/fonts/${name}`;
  });
  const problems = [
    fonts.length !== 3 && `3 font addresses expected, found ${fonts.length}`,
    !code.includes(`\`${CDN}\``) && `the CDN address ${CDN} is gone`,
    !/`\$\{\w+\}@\$\{\w+\}\/locales`/.test(code) && "the address of the interface strings changed",
  ].filter(Boolean);
  if (problems.length)
    throw new AdminError(
      `@sveltia/cms: ${problems.join("; ")}: gatsby/cms/admin.ts must follow the new version`,
    );
  return { code: out, fonts };
}

/** Writes the editor into `dir` (public/admin); returns the bytes written. */
export function writeAdmin(dir: string, backend: Backend = cmsBackend()): number {
  const cms = packageDir("@sveltia/cms");
  const { version } = JSON.parse(fs.readFileSync(path.join(cms, "package.json"), "utf8"));
  const { code, fonts } = rewriteBundle(
    fs.readFileSync(path.join(cms, "dist", "sveltia-cms.js"), "utf8"),
  );
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, "fonts"), { recursive: true });
  fs.mkdirSync(path.join(dir, "locales"));
  const files: [string, string | Buffer][] = [
    ["sveltia-cms.js", code],
    ["boot.js", bootScript(version)],
    ["index.html", INDEX_HTML],
    ["config.json", `${JSON.stringify(cmsConfig(backend), null, 1)}\n`],
    ...UI_LOCALES.map((l): [string, Buffer] => [
      `locales/${l}.json`,
      fs.readFileSync(path.join(cms, "locales", `${l}.json`)),
    ]),
    ...fonts.map(([family, name]): [string, Buffer] => {
      const pkg = FONT_PACKAGES[family];
      if (!pkg) throw new AdminError(`@sveltia/cms: no package for the font ${family}`);
      return [`fonts/${name}`, fs.readFileSync(path.join(packageDir(pkg), "files", name))];
    }),
  ];
  let bytes = 0;
  for (const [name, body] of files) {
    fs.writeFileSync(path.join(dir, name), body);
    bytes += Buffer.byteLength(body);
  }
  return bytes;
}
