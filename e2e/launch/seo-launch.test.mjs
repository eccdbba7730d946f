// The launch build (SITE_GATE=off, `npm run test:launch`) is indexable: no robots meta, a
// sitemap that lists every route, and a robots.txt that points to it.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BASE_URL } from "../browser.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const publicDir = path.join(root, "public");
const siteUrl = (process.env.SITE_URL || "https://hamov.am").replace(/\/+$/, "");
const file = (name) => fs.readFileSync(path.join(publicDir, name), "utf8");
const ROUTES = ["/", "/meal-plans", "/contact", "/register", "/impressum"];

function htmlFiles(dir = publicDir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "_gatsby" ? [] : htmlFiles(full);
    return e.name.endsWith(".html") ? [full] : [];
  });
}

test("public/ holds a launch build", () => {
  assert.doesNotMatch(file("robots.txt"), /Disallow: \//, "build with SITE_GATE=off first");
});

test("no page carries a robots meta, no response an X-Robots-Tag", () => {
  for (const f of htmlFiles()) assert.doesNotMatch(fs.readFileSync(f, "utf8"), /name="robots"/, f);
  assert.doesNotMatch(file("_headers"), /X-Robots-Tag/);
});

test("robots.txt allows crawling and points to the sitemap", () => {
  assert.equal(
    file("robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
  );
});

test("the sitemap lists every route, each answering 200, and no 404 page", async () => {
  const index = file("sitemap-index.xml");
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  assert.ok(parts.length > 0);
  const urls = parts.flatMap((loc) => {
    assert.ok(loc.startsWith(siteUrl + "/"), loc);
    const xml = file(loc.slice(siteUrl.length + 1));
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  });
  const paths = urls.map((u) => {
    assert.ok(u.startsWith(siteUrl), u);
    return u.slice(siteUrl.length) || "/";
  });
  assert.deepEqual([...paths].sort(), [...ROUTES].sort());
  for (const p of paths) {
    const res = await fetch(BASE_URL + p);
    assert.equal(res.status, 200, p);
    const html = await res.text();
    assert.ok(html.includes(`<link rel="canonical" href="${siteUrl}${p}"`), `canonical of ${p}`);
  }
});
