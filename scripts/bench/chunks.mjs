// What the landing page's first-load JavaScript is made of: the <script> files
// public/index.html loads, their compressed sizes, and (from the source maps Gatsby
// writes next to them) the packages and source folders their bytes come from.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import sourceMap from "source-map-js";

// Must never reach the browser: build-time checks and heavy UI libraries we avoid.
const WATCH = [
  ["zod", /node_modules\/zod\//],
  ["src/schema", /(^|\/)src\/schema\//],
  ["react-toastify", /node_modules\/react-toastify\//],
  ["@radix-ui", /node_modules\/@radix-ui\//],
  ["@noble/hashes", /node_modules\/@noble\/hashes\//],
];

/** node_modules/@scope/pkg/... -> "@scope/pkg"; src/app/x.tsx -> "src/app"; else the path. */
function owner(source) {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, "").replace(/^\.\//, "");
  const modules = clean.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const parts = clean.slice(modules + 13).split("/");
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const parts = clean.split("/");
  if (parts[0] === ".cache") return "gatsby runtime (.cache)";
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : clean;
}

/** The minified code each original source produced, from a file's source map. */
function attribute(code, map) {
  const lines = code.split("\n");
  const perSource = new Map();
  let last = null;
  const flush = (line, column) => {
    if (!last) return;
    const text = lines[last.line - 1];
    const piece = text.slice(last.column, line === last.line ? column : text.length);
    (perSource.get(last.source) ?? perSource.set(last.source, []).get(last.source)).push(piece);
  };
  new sourceMap.SourceMapConsumer(map).eachMapping((m) => {
    flush(m.generatedLine, m.generatedColumn);
    last = m.source ? { source: m.source, line: m.generatedLine, column: m.generatedColumn } : null;
  });
  if (last) flush(-1, 0);
  return perSource;
}

/** For each watched name, the client chunks (any page, loaded later too) that contain it. */
function chunksWith(publicDir) {
  const found = Object.fromEntries(WATCH.map(([label]) => [label, []]));
  for (const name of fs.readdirSync(publicDir).filter((f) => f.endsWith(".js.map"))) {
    const { sources = [] } = JSON.parse(fs.readFileSync(path.join(publicDir, name), "utf8"));
    for (const [label, pattern] of WATCH)
      if (sources.some((s) => pattern.test(s))) found[label].push(name.replace(/\.map$/, ""));
  }
  return found;
}

/**
 * The script files of a page (script tags, or the list of the after-paint loader that
 * src/inline/script-loader.ts, put in their place after the build) plus its component's chunk group, which
 * the app loads at once.
 */
function firstLoadScripts(publicDir, page, component) {
  const html = fs.readFileSync(path.join(publicDir, page), "utf8");
  const srcs = [...html.matchAll(/<script[^>]*\ssrc="(\/[^"]+\.js)"/g)].map((m) => m[1]);
  const loader = /\(function\(\)\{var s=(\[[^\]]*\])/.exec(html);
  if (loader) srcs.push(...JSON.parse(loader[1]));
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"));
  for (const asset of stats.namedChunkGroups?.[component]?.assets ?? [])
    if (asset.name.endsWith(".js")) srcs.push(`/${asset.name}`);
  return srcs;
}

/** Sizes of the CSS Gatsby inlines into a page's <style> tags (counted as document bytes). */
export function inlineCss(publicDir, page) {
  const file = path.join(publicDir, page);
  if (!fs.existsSync(file)) return null;
  const html = fs.readFileSync(file, "utf8");
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  return {
    raw: Buffer.byteLength(css),
    gzip: zlib.gzipSync(css, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(css).length,
  };
}

export function analyzeChunks(
  publicDir,
  { page = "index.html", component = "component---src-pages-index-tsx" } = {},
) {
  const srcs = firstLoadScripts(publicDir, page, component);
  const files = [];
  const owners = new Map();
  const leaks = new Map();
  for (const src of [...new Set(srcs)]) {
    const file = path.join(publicDir, src);
    if (!fs.existsSync(file)) continue;
    const code = fs.readFileSync(file);
    files.push({
      file: src,
      raw: code.length,
      gzip: zlib.gzipSync(code, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(code).length,
    });
    if (!fs.existsSync(`${file}.map`)) continue;
    const map = JSON.parse(fs.readFileSync(`${file}.map`, "utf8"));
    for (const [source, pieces] of attribute(code.toString("utf8"), map)) {
      const name = owner(source);
      owners.set(name, [...(owners.get(name) ?? []), ...pieces]);
      const bytes = pieces.reduce((n, p) => n + Buffer.byteLength(p), 0);
      for (const [label, pattern] of WATCH)
        if (pattern.test(source)) leaks.set(label, (leaks.get(label) ?? 0) + bytes);
    }
  }
  const sum = (key) => files.reduce((n, f) => n + f[key], 0);
  return {
    files,
    total: { raw: sum("raw"), gzip: sum("gzip"), brotli: sum("brotli") },
    // Brotli of each owner's code on its own: a rough share of the compressed total.
    biggest: [...owners]
      .map(([name, pieces]) => {
        const text = pieces.join("");
        return {
          name,
          minifiedBytes: Buffer.byteLength(text),
          brotliBytes: zlib.brotliCompressSync(text).length,
        };
      })
      .sort((a, b) => b.minifiedBytes - a.minifiedBytes)
      .slice(0, 15),
    watched: Object.fromEntries(WATCH.map(([label]) => [label, leaks.get(label) ?? 0])),
    anywhere: chunksWith(publicDir),
  };
}
