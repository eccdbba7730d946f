#!/usr/bin/env node
// npm run font:dram
// Writes static/fonts/dram.woff2: the dram sign (֏, U+058F) alone, cut from Noto Sans
// Armenian (SIL Open Font License 1.1, see static/fonts/OFL.txt). The stylesheet names it last in the
// font list with `unicode-range: U+058F`, so a browser downloads it only for a page that shows
// the sign and only when none of the fonts before it has the glyph (e.g. Linux with DejaVu only).
import { createRequire } from "node:module";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pkg = path.dirname(require.resolve("@fontsource/noto-sans-armenian/package.json"));
const source = path.join(pkg, "files", "noto-sans-armenian-armenian-400-normal.woff2");
const outDir = path.join(root, "static", "fonts");

const DRAM = "\u058f";
const subset = await subsetFont(fs.readFileSync(source), DRAM, { targetFormat: "woff2" });
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, "dram.woff2"), subset);
fs.copyFileSync(path.join(pkg, "LICENSE"), path.join(outDir, "OFL.txt"));
console.log(`static/fonts/dram.woff2: ${subset.length} bytes`);
