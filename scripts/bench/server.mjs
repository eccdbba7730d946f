// A small static server for the bench: serves a build directory the way a CDN would
// (brotli or gzip by Accept-Encoding, long caching for hashed files, the 404 page with
// status 404), so Lighthouse's transfer sizes are the compressed bytes a phone receives.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { MIME_TYPES } from "../mime-types.mjs";

const COMPRESSIBLE = /\.(html|js|mjs|css|json|webmanifest|svg|txt|xml|map)$/;
// Gatsby's caching advice: HTML and page data revalidate; hashed assets never change.
const IMMUTABLE = /^\/static\/|[-.][0-9a-f]{16,}\.(js|css)$/;

/** Finds the file for a URL path: the file itself, then dir/index.html, then path.html. */
function resolve(root, urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const base = path.join(root, clean);
  if (!base.startsWith(root)) return null;
  for (const candidate of [base, path.join(base, "index.html"), `${base}.html`]) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next one
    }
  }
  return null;
}

const cache = new Map();
function compressed(file, encoding) {
  const key = `${encoding}:${file}`;
  if (!cache.has(key)) {
    const raw = fs.readFileSync(file);
    const body =
      encoding === "br"
        ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
        : zlib.gzipSync(raw, { level: 9 });
    cache.set(key, body);
  }
  return cache.get(key);
}

/**
 * Serves `root` on 127.0.0.1 (free port unless given). `mounts` maps a URL prefix
 * (e.g. "/__bench/") to another directory. Resolves to { url, close() }.
 */
export function serve(root, { mounts = {}, port = 0 } = {}) {
  const server = http.createServer((req, res) => {
    const urlPath = new URL(req.url, "http://x").pathname;
    const mount = Object.keys(mounts).find((prefix) => urlPath.startsWith(prefix));
    const dir = mount ? mounts[mount] : root;
    let file = resolve(dir, mount ? urlPath.slice(mount.length - 1) : urlPath);
    let status = 200;
    if (!file) {
      status = 404;
      file = resolve(root, "/404.html");
      if (!file) {
        res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
        return;
      }
    }
    const ext = path.extname(file);
    const headers = {
      "content-type": MIME_TYPES[ext] ?? "application/octet-stream",
      "cache-control": IMMUTABLE.test(urlPath)
        ? "public, max-age=31536000, immutable"
        : "public, max-age=0, must-revalidate",
      vary: "Accept-Encoding",
    };
    const accept = String(req.headers["accept-encoding"] ?? "");
    const encoding = !COMPRESSIBLE.test(file)
      ? null
      : /\bbr\b/.test(accept)
        ? "br"
        : /\bgzip\b/.test(accept)
          ? "gzip"
          : null;
    const body = encoding ? compressed(file, encoding) : fs.readFileSync(file);
    if (encoding) headers["content-encoding"] = encoding;
    headers["content-length"] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  });
  return new Promise((done, fail) => {
    server.once("error", fail);
    server.listen(port, "127.0.0.1", () => {
      const { port: actual } = server.address();
      done({
        url: `http://127.0.0.1:${actual}`,
        close: () =>
          new Promise((r) => {
            server.close(r);
            server.closeAllConnections();
          }),
      });
    });
  });
}
