#!/usr/bin/env node
// Renders Hamov's food artwork: every picture is an SVG string built from
// hand-written shapes, rasterised with sharp at 2x and downsampled to JPEG.
// Usage: npm run images            (all pictures)
//        npm run images -- salmon  (only files whose name contains "salmon")
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { svgDoc, resetIds, rngFrom } from "./lib/core.mjs";
import { sharedDefs } from "./lib/defs.mjs";
import { pictures } from "./pictures.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, "../../data/images");
const SCALE = 2; // supersampling factor for crisp, anti-aliased edges

async function loadSharp() {
  try {
    const mod = await import("sharp");
    const sharp = mod.default;
    // a tiny probe: fails fast if the native binary cannot render SVG
    await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>'))
      .png()
      .toBuffer();
    return sharp;
  } catch (err) {
    throw new Error(`sharp is not usable (${err.message}). Run "npm install" and try again.`);
  }
}

async function renderOne(sharp, pic) {
  resetIds();
  const body = pic.draw(rngFrom(pic.file));
  const svg = pic.raw ? body : svgDoc(pic.width, pic.height, sharedDefs(), body);
  const target = path.join(outDir, pic.file);
  if (pic.file.endsWith(".svg")) {
    await writeFile(target, svg + "\n");
    return { file: pic.file, bytes: Buffer.byteLength(svg) + 1 };
  }
  const info = await sharp(Buffer.from(svg), { density: 72 * SCALE })
    .resize(...(pic.output ?? [pic.width, pic.height]), { kernel: "lanczos3" })
    .flatten({ background: "#EFE4D2" })
    .jpeg({
      quality: pic.quality ?? 82,
      mozjpeg: true,
      progressive: true,
      chromaSubsampling: "4:2:0",
    })
    .toFile(target);
  return { file: pic.file, bytes: info.size };
}

async function main() {
  const filter = process.argv[2] ?? "";
  const sharp = await loadSharp();
  await mkdir(outDir, { recursive: true });
  const chosen = pictures.filter((p) => p.file.includes(filter));
  if (chosen.length === 0) throw new Error(`no picture matches "${filter}"`);
  for (const pic of chosen) {
    const { file, bytes } = await renderOne(sharp, pic);
    const [w, h] = pic.output ?? [pic.width, pic.height];
    console.log(`${file.padEnd(24)} ${w}x${h}  ${(bytes / 1024).toFixed(1)} KB`);
  }
}

main().catch((err) => {
  console.error(`images: ${err.message}`);
  process.exit(1);
});
