import fs from "node:fs";
import path from "node:path";
import { transformSync } from "esbuild";

/*
 * The editor's own files, served from /admin/ as published (never compiled). Under the
 * editor's policy it reaches no other host, so what it would fetch from a CDN is ours too:
 * its web fonts (rewritten to /admin/fonts/), its interface strings (answered by boot.js),
 * and, for the preview templates, Immutable.js (the editor imports it from unpkg: the
 * address becomes /admin/unpkg/, where the copy it ships with is) and its react-dom chunk.
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
export const CDN = "https://unpkg.com/@sveltia/cms";
const UNPKG = /`https:\/\/unpkg\.com\/\$\{(\w+)\}`/g;
const IMMUTABLE = /immutable:`\^?([\d.]+)`/;

export class AdminError extends Error {}

// From the site's folder: the packages are installed there (the editor exports no package.json).
export const packageDir = (name: string) => path.join(process.cwd(), "node_modules", name);

/** The editor's bundle with its CDN addresses made ours; fails when the bundle changed shape. */
export function rewriteBundle(code: string) {
  const fonts: [string, string][] = [];
  const out = code
    .replace(FONT_URL, (_m, family: string, file: string) => {
      const name = `${family}-${file}.woff2`;
      fonts.push([family, name]);
      return `/admin/fonts/${name}`;
    })
    .replace(UNPKG, (_m, name: string) => `\`/admin/unpkg/\${${name}}\``);
  const immutable = IMMUTABLE.exec(code)?.[1];
  const problems = [
    fonts.length !== 3 && `3 font addresses expected, found ${fonts.length}`,
    !code.includes(`\`${CDN}\``) && `the CDN address ${CDN} is gone`,
    !/`\$\{\w+\}@\$\{\w+\}\/locales`/.test(code) && "the address of the interface strings changed",
    (code.match(UNPKG) ?? []).length !== 1 && "the address of its libraries on unpkg changed",
    !immutable && "the version of Immutable.js it loads is gone",
  ].filter(Boolean);
  if (problems.length)
    throw new AdminError(
      `@sveltia/cms: ${problems.join("; ")}: gatsby/cms/vendor.ts must follow the new version`,
    );
  return { code: out, fonts, immutable: immutable! };
}

/** The files beside the bundle, by their name in admin/. */
export function vendorFiles(cms: string, fonts: [string, string][], immutable: string) {
  // The copy of Immutable.js the editor was published with (its own, not the site's).
  const lib = ["node_modules/immutable", "../../immutable"]
    .map((dir) => path.join(cms, dir, "dist", "immutable.es.js"))
    .find((file) => fs.existsSync(file));
  if (!lib) throw new AdminError("@sveltia/cms: immutable/dist/immutable.es.js is not installed");
  const es = transformSync(fs.readFileSync(lib, "utf8"), { minify: true, format: "esm" }).code;
  return [
    [`unpkg/immutable@${immutable}/dist/immutable.es.js`, es],
    ["chunks/react-dom.js", fs.readFileSync(path.join(cms, "dist", "chunks", "react-dom.js"))],
    ...UI_LOCALES.map((l) => [
      `locales/${l}.json`,
      fs.readFileSync(path.join(cms, "locales", `${l}.json`)),
    ]),
    ...fonts.map(([family, name]) => {
      const pkg = FONT_PACKAGES[family];
      if (!pkg) throw new AdminError(`@sveltia/cms: no package for the font ${family}`);
      return [`fonts/${name}`, fs.readFileSync(path.join(packageDir(pkg), "files", name))];
    }),
  ] as [string, string | Buffer][];
}
