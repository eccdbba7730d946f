// A static file server for public/ that answers with exactly the headers of public/_headers,
// matched the way Netlify and Cloudflare Pages match them: every rule whose path matches
// applies; a header set by several rules is joined with ", ". Listens on 127.0.0.1 only.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { MIME_TYPES } from "../scripts/mime-types.mjs";

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

function resolve(root, urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const base = path.join(root, clean);
  if (!base.startsWith(root)) return null;
  for (const candidate of [base, path.join(base, "index.html"), `${base}.html`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Serves `root` on a free port of 127.0.0.1; resolves to { url, close() }. */
export function serveStatic(root) {
  const rules = parseHeaders(fs.readFileSync(path.join(root, "_headers"), "utf8"));
  const server = http.createServer((req, res) => {
    const urlPath = new URL(req.url, "http://127.0.0.1").pathname;
    let file = urlPath.includes("/_headers") ? null : resolve(root, urlPath);
    let status = 200;
    if (!file) {
      file = path.join(root, "404.html");
      status = 404;
    }
    res.writeHead(status, {
      "content-type": MIME_TYPES[path.extname(file)] ?? "application/octet-stream",
      ...headersFor(rules, urlPath),
    });
    if (req.method === "HEAD") res.end();
    else fs.createReadStream(file).pipe(res);
  });
  return new Promise((done) => {
    server.listen(0, "127.0.0.1", () =>
      done({
        url: `http://127.0.0.1:${server.address().port}`,
        rules,
        close: () => new Promise((r) => server.close(r)),
      }),
    );
  });
}
