import path from "node:path";
import { buildSync } from "esbuild";
import { ROOT } from "../../paths";

/*
 * admin/checks.js: the build's content checks (gatsby/content/check.ts and everything it
 * calls) bundled for the editor, with `node:fs` answered from memory (./memory-fs.ts): the
 * same code, not a second copy, so the editor refuses what the build would refuse.
 * (admin/content.json, the texts of data/ they read there, is contentTexts in ../../content/snapshot.ts.)
 */

const here = path.join(ROOT, "gatsby", "cms", "checks");

export function checksBundle(): string {
  const fsShim = path.join(here, "memory-fs.ts");
  const pathShim = path.join(here, "path-posix.ts");
  const result = buildSync({
    entryPoints: [path.join(here, "entry.ts")],
    bundle: true,
    write: false,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    legalComments: "none",
    alias: { "node:fs": fsShim, fs: fsShim, "node:path": pathShim, path: pathShim },
    inject: [path.join(here, "process-shim.ts")],
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  return result.outputFiles[0].text;
}
