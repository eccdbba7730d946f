import fs from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import { siteStylesheet, writeAdmin } from "./admin";
import { sourceStylesheet } from "./stylesheet";
import { withAdmin } from "./headers";
import { contentFolder, ROOT } from "../paths";
import { contentTexts } from "../content/disk";

export { AdminError } from "./admin";

/**
 * After the site's post-build step: the editor in public/admin/ and its rule in _headers.
 * Gatsby keeps old files in public/, so the previous editor is removed before that step
 * walks the pages (it is not a page of the site).
 */
export function removeAdmin(publicDir: string) {
  fs.rmSync(path.join(publicDir, "admin"), { recursive: true, force: true });
}

export function buildAdmin(publicDir: string, gated: boolean): { bytes: number; ms: number } {
  const start = Date.now();
  const bytes = writeAdmin(path.join(publicDir, "admin"), {
    stylesheet: siteStylesheet(publicDir),
  });
  const file = path.join(publicDir, "_headers");
  fs.writeFileSync(file, withAdmin(fs.readFileSync(file, "utf8"), gated));
  return { bytes, ms: Date.now() - start };
}

type Next = () => void;
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
};
/**
 * `gatsby develop` (npm run cms): /admin/ from a folder written at start, beside the site.
 * The dev server listens on 127.0.0.1 only (see package.json). Develop writes no stylesheet
 * file, so the preview's is made from the source (a second or so after the start); until
 * then, or if that fails, the cards are drawn unstyled.
 */
export function adminMiddleware(dir: string, root: string = ROOT) {
  writeAdmin(dir);
  sourceStylesheet(root).then(
    (css) => fs.writeFileSync(path.join(dir, "site.css"), css),
    (err: Error) => console.warn(`content editor: the preview's stylesheet: ${err.message}`),
  );
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    if (url !== "/admin" && !url.startsWith("/admin/")) return next();
    const rel = url.replace(/^\/admin\/?/, "") || "index.html";
    // The checks before saving read data/ as it is on the disk now (the editor writes there).
    if (rel === "content.json") {
      res.writeHead(200, { "content-type": TYPES[".json"], "cache-control": "no-store" });
      return res.end(JSON.stringify(contentTexts(contentFolder(root))));
    }
    const file = path.join(dir, path.normalize(rel));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
      return next();
    res.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" });
    res.end(fs.readFileSync(file));
  };
}
