/** @jest-environment node */
import { CACHE_IMMUTABLE, headersFile, robotsTxt, routesOf, securityTxt } from "../headers";

test("HTML routes answer with and without a trailing slash", () => {
  expect(routesOf("index.html")).toEqual(["/", "/index.html"]);
  expect(routesOf("meal-plans/index.html")).toEqual([
    "/meal-plans",
    "/meal-plans/",
    "/meal-plans/index.html",
  ]);
  expect(routesOf("404.html")).toEqual(["/404.html"]);
});

/** Parses rules the way Netlify and Cloudflare Pages do: path line, then indented headers. */
function rules(text: string) {
  const out: { path: string; headers: [string, string][] }[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    if (!/^\s/.test(line)) out.push({ path: line.trim(), headers: [] });
    else {
      const i = line.indexOf(":");
      out.at(-1)!.headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return out;
}
const matches = (rule: string, p: string) =>
  new RegExp(`^${rule.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`).test(p);

const PAGES = [
  { file: "index.html", csp: "default-src 'self'; script-src 'self' 'sha256-home'" },
  { file: "contact/index.html", csp: "default-src 'self'; script-src 'self' 'sha256-contact'" },
  { file: "hy/index.html", csp: "default-src 'self'; script-src 'self' 'sha256-hy'" },
  { file: "404.html", csp: "default-src 'self'; script-src 'self' 'sha256-404'" },
];
const ENTRIES = [
  ...["index.html", "404.html", "robots.txt", "favicon.svg"].map((name) => ({ name, dir: false })),
  ...["app-0123456789abcdef0123.js", "styles.0123456789abcdef0123.css"].map((name) => ({
    name,
    dir: false,
  })),
  ...["contact", "hy", "static", "page-data", "fonts"].map((name) => ({ name, dir: true })),
];

test("_headers never sets one header twice for a path, and caches hashed bundles for a year", () => {
  const text = headersFile({ gated: true, pages: PAGES, otherCsp: "other", entries: ENTRIES });
  const parsed = rules(text);
  for (const p of [
    "/",
    "/contact",
    "/contact/",
    "/404.html",
    "/app-0123456789abcdef0123.js",
    "/page-data/x.json",
    "/static/a/b.jpg",
    "/fonts/dram.woff2",
    "/no-such-page",
  ]) {
    const names = parsed
      .filter((r) => matches(r.path, p))
      .flatMap((r) => r.headers.map(([k]) => k));
    expect(new Set(names).size).toBe(names.length);
  }
  const headerOf = (p: string, name: string) =>
    parsed.find((r) => r.path === p)?.headers.find(([k]) => k === name)?.[1];
  const cacheOf = (p: string) => headerOf(p, "Cache-Control");
  expect(cacheOf("/app-0123456789abcdef0123.js")).toBe(CACHE_IMMUTABLE);
  expect(cacheOf("/styles.0123456789abcdef0123.css")).toBe(CACHE_IMMUTABLE);
  expect(cacheOf("/fonts/*")).toBe(CACHE_IMMUTABLE);
  expect(cacheOf("/contact")).toBe("no-cache");
  expect(cacheOf("/page-data/*")).toBe("no-cache");
  expect(text).toContain("X-Robots-Tag: noindex, nofollow");
  expect(headersFile({ gated: false, pages: [], otherCsp: "x", entries: [] })).not.toContain(
    "X-Robots-Tag",
  );
});

test("each page carries only its own policy; other documents and folders the not-found page's", () => {
  const parsed = rules(
    headersFile({ gated: false, pages: PAGES, otherCsp: "other", entries: ENTRIES }),
  );
  const policies = (p: string) =>
    parsed
      .filter((r) => matches(r.path, p))
      .flatMap((r) => r.headers.filter(([k]) => k === "Content-Security-Policy").map(([, v]) => v));
  for (const { file, csp } of PAGES)
    for (const route of routesOf(file)) expect(policies(route)).toEqual([csp]);
  for (const p of ["/robots.txt", "/favicon.svg", "/static/a.svg", "/page-data/x.json", "/fonts"])
    expect(policies(p)).toEqual(["other"]);
  // A missing address: the not-found page answers, with its <meta> policy.
  for (const p of ["/no-such-page", "/hy/no-such-page", "/contact/x"])
    expect(policies(p)).toEqual([]);
  expect(policies("/app-0123456789abcdef0123.js")).toEqual([]);
});

test("robots.txt disallows everything in a preview and names the sitemap at launch", () => {
  expect(robotsTxt({ gated: true, siteUrl: "https://a.am" })).toBe("User-agent: *\nDisallow: /\n");
  const launch = robotsTxt({ gated: false, siteUrl: "https://a.am" });
  expect(launch).toContain("Sitemap: https://a.am/sitemap-index.xml");
  expect(launch).not.toMatch(/Disallow: \//);
});

test("security.txt names the contact e-mail and expires a year after the build", () => {
  const text = securityTxt({
    email: "hello@a.am",
    siteUrl: "https://a.am",
    now: new Date("2026-01-01T00:00:00Z"),
  });
  expect(text).toContain("Contact: mailto:hello@a.am\n");
  expect(text).toContain("Expires: 2027-01-01T00:00:00.000Z\n");
  expect(text).toContain("Canonical: https://a.am/.well-known/security.txt\n");
});
