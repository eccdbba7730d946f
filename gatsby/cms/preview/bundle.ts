import { execFileSync } from "node:child_process";
import path from "node:path";
import { ROOT } from "../../paths";

/*
 * admin/preview.js: the preview's cards and pages bundled from the site's own source files
 * (esbuild, which the toolchain already has), by ./build.mjs in a process of its own. Built
 * with the editor's copy after each build, in well under a second.
 */

export function previewBundle(): string {
  const script = path.join(ROOT, "gatsby", "cms", "preview", "build.mjs");
  return execFileSync(process.execPath, [script], {
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
    stdio: ["ignore", "pipe", "inherit"],
  });
}
