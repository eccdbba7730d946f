// What measurement adds to the landing page's JavaScript: the landing's first-load scripts
// in a build with SITE_ANALYTICS=plausible against the same in a build without it, plus the
// tracker's own chunk, which the page loads after its first render. Compressed with brotli,
// as the site is served. `npm run bench -- --analytics DIR`, DIR a build with measurement on
// (npm run build:leads leaves one in public-leads/).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { analyzeChunks } from "./chunks.mjs";
import { runtimeChunks } from "./runtime-chunks.mjs";

const TRACKER = /node_modules\/@plausible-analytics\//;

/** The chunks of this build (named by its webpack runtime) that hold the tracker. */
function trackerChunks(dir) {
  return runtimeChunks(dir)
    .filter((f) => /^\d+-[0-9a-f]{20}\.js$/.test(f))
    .filter((f) => {
      const map = path.join(dir, `${f}.map`);
      return (
        fs.existsSync(map) &&
        JSON.parse(fs.readFileSync(map, "utf8")).sources.some((s) => TRACKER.test(s))
      );
    });
}

const brotli = (file) => zlib.brotliCompressSync(fs.readFileSync(file)).length;

/** Bytes (brotli) the landing loads with measurement on, beyond what it loads with it off. */
export function analyticsGrowth(offDir, onDir) {
  const off = analyzeChunks(offDir).total.brotli;
  const on = analyzeChunks(onDir).total.brotli;
  const tracker = trackerChunks(onDir);
  if (!tracker.length)
    throw new Error(`${onDir}: no chunk with Plausible's tracker (built without SITE_ANALYTICS?)`);
  if (trackerChunks(offDir).length)
    throw new Error(`${offDir}: has the tracker; measure a build without SITE_ANALYTICS`);
  const trackerBytes = tracker.reduce((n, f) => n + brotli(path.join(onDir, f)), 0);
  return {
    firstLoad: on - off,
    tracker: trackerBytes,
    total: on - off + trackerBytes,
    files: tracker,
  };
}
