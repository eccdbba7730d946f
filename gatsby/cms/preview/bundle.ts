import path from "node:path";
import { buildSync } from "esbuild";
import { ROOT } from "../../paths";

/*
 * admin/preview.js: the preview's cards bundled from the site's own source files (esbuild,
 * which the toolchain already has), with `gatsby` answered by a small stand-in. Built with
 * the editor's copy after each build, in well under a second.
 */

const here = path.join(ROOT, "gatsby", "cms", "preview");

export function previewBundle(): string {
  const result = buildSync({
    entryPoints: [path.join(here, "entry.tsx")],
    bundle: true,
    write: false,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    jsx: "automatic",
    legalComments: "none",
    alias: { gatsby: path.join(here, "gatsby-shim.tsx") },
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  return result.outputFiles[0].text;
}
