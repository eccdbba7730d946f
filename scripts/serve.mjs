// The one static server of the project: browser tests (playwright.config.ts starts it),
// screenshots and the bench serve a build with it. It answers the way the hosts the site is
// deployed to do: the headers of the build's _headers file (every rule whose path matches
// applies, a header set by several rules is joined with ", ", as Netlify and Cloudflare
// Pages do), brotli or gzip by Accept-Encoding, and for a missing path the nearest 404.html
// (the one of the path's first folder, else the site's) with status 404.
// `gatsby serve` does neither: it sends no _headers, so the tests and the bench would not see
// the policy and caching a visitor gets. Listens on 127.0.0.1 only.
//
//   node scripts/serve.mjs public --port 9000 [--brotli 5]
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import { MIME_TYPES } from "./mime-types.mjs";

const COMPRESSIBLE = /\.(html|js|mjs|css|json|webmanifest|svg|txt|xml|map)$/;

/** Rules of a _headers file: a path (with * splats and :placeholders), then indented headers. */
export function parseHeaders(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      const source = pattern
        .split("*")
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]\w*/g, "[^/]+"))
        .join(".*");
      rules.push({ pattern, regex: new RegExp(`^${source}$`), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const i = line.indexOf(":");
    if (!rule || i < 0) throw new Error(`_headers: cannot read line "${line}"`);
    rule.headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
  }
  return rules;
}

/** The headers the rules give a URL path. */
export function headersFor(rules, urlPath) {
  const out = {};
  for (const rule of rules) {
    if (!rule.regex.test(urlPath)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      out[key] = out[key] ? `${out[key]}, ${value}` : value;
    }
  }
  return out;
}

/** The file for a URL path: the file itself, then dir/index.html, then path.html. */
function resolve(root, urlPath) {
  let clean;
  try {
    clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  } catch {
    return null;
  }
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

/** The 404 page for a missing path: its first folder's own (/hy/404.html), else the site's. */
function notFoundPage(root, urlPath) {
  const first = urlPath.split("/")[1];
  return (first && resolve(root, `/${first}/404.html`)) || resolve(root, "/404.html");
}

const cache = new Map();
function compressed(file, encoding, quality) {
  const key = `${encoding}:${quality}:${file}:${fs.statSync(file).mtimeMs}`;
  if (!cache.has(key)) {
    const raw = fs.readFileSync(file);
    const body =
      encoding === "br"
        ? zlib.brotliCompressSync(raw, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality },
          })
        : zlib.gzipSync(raw, { level: 9 });
    cache.set(key, body);
  }
  return cache.get(key);
}

function headerRules(root) {
  const file = path.join(root, "_headers");
  return fs.existsSync(file) ? parseHeaders(fs.readFileSync(file, "utf8")) : [];
}

/**
 * Serves the build in `root` on 127.0.0.1 (a free port unless `port` is given). `mounts`
 * maps a URL prefix ("/__bench/") to another folder, served without the build's headers.
 * `brotli` is the compression quality: 11, the smallest files, unless told (the browser tests
 * ask for less: e2e/support/serve.ts). Resolves to { url, port, close() }.
 */
export function serve(root, { mounts = {}, port = 0, brotli = 11 } = {}) {
  const absolute = path.resolve(root);
  const rules = headerRules(absolute);
  const server = http.createServer((req, res) => {
    const urlPath = new URL(req.url, "http://127.0.0.1").pathname;
    const mount = Object.keys(mounts).find((prefix) => urlPath.startsWith(prefix));
    const dir = mount ? path.resolve(mounts[mount]) : absolute;
    const own = mount ? urlPath.slice(mount.length - 1) : urlPath;
    let file = own.includes("/_headers") ? null : resolve(dir, own);
    let status = 200;
    if (!file) {
      status = 404;
      file = notFoundPage(absolute, urlPath);
      if (!file) {
        res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
        return;
      }
    }
    const headers = {
      "content-type": MIME_TYPES[path.extname(file)] ?? "application/octet-stream",
      vary: "Accept-Encoding",
      ...(mount ? {} : headersFor(rules, urlPath)),
    };
    const accept = String(req.headers["accept-encoding"] ?? "");
    const encoding = !COMPRESSIBLE.test(file)
      ? null
      : /\bbr\b/.test(accept)
        ? "br"
        : /\bgzip\b/.test(accept)
          ? "gzip"
          : null;
    const body = encoding ? compressed(file, encoding, brotli) : fs.readFileSync(file);
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
        port: actual,
        close: () =>
          new Promise((r) => {
            server.close(r);
            server.closeAllConnections();
          }),
      });
    });
  });
}

// As a command: serve a folder until stopped (SIGTERM or SIGINT).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf("--port");
  const port = at >= 0 ? Number(args[at + 1]) : 9000;
  const q = args.indexOf("--brotli");
  const brotli = q >= 0 ? Number(args[q + 1]) : 11;
  if (!Number.isInteger(brotli) || brotli < 0 || brotli > 11) {
    console.error(`--brotli takes a quality from 0 to 11, not "${args[q + 1] ?? ""}"`);
    process.exit(2);
  }
  const dir =
    args.find((a, i) => !a.startsWith("--") && !["--port", "--brotli"].includes(args[i - 1])) ??
    "public";
  // Served all the same (every path answers 404): tests of the other build still run.
  if (!fs.existsSync(path.join(dir, "index.html")))
    console.error(`${dir}/index.html is missing: build the site first (see README).`);
  const { url, close } = await serve(dir, { port, brotli });
  console.log(`Serving ${dir} on ${url}`);
  const stop = () => close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
