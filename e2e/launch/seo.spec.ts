import fs from "node:fs";
import path from "node:path";
import { ADMIN_PATHS } from "../../gatsby/cms/headers";
import { expect, test } from "../support/fixtures";
import { buildDir, builtFile, htmlFiles, PAGE_PATHS, SITE_URL } from "../support/seo";
import { LANGUAGE_CODES, localPath, withoutLang } from "../../src/lib/languages";
import { dishes } from "../support/menu";

/*
 * The launch build (SITE_GATE=off) is indexable: no robots meta, a sitemap that lists every
 * route, and a robots.txt that points to it. The content editor at /admin/ alone says noindex.
 */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

test("the served folder holds a launch build", async ({ request }) => {
  const dir = buildDir(test.info());
  expect(builtFile(dir, "robots.txt"), "build with SITE_GATE=off first").not.toMatch(
    /Disallow: \//,
  );
  expect(await (await request.get("/robots.txt")).text()).not.toMatch(/Disallow: \//);
});

test("no page carries a robots meta, no response an X-Robots-Tag, but the content editor's", async ({
  request,
}) => {
  const dir = buildDir(test.info());
  const editor = path.join(dir, "admin") + path.sep;
  const files = htmlFiles(dir).filter((file) => !file.startsWith(editor));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files)
    expect(fs.readFileSync(file, "utf8"), file).not.toMatch(/name="robots"/);
  for (const p of [...PAGE_PATHS, "/robots.txt"])
    expect((await request.get(p)).headers()["x-robots-tag"], p).toBeUndefined();
  // The editor at /admin/ is never indexed: its page and its rule in _headers say so.
  expect(builtFile(dir, "admin/index.html")).toMatch(/<meta name="robots" content="noindex/);
  let rule = "";
  const tagged = new Set<string>();
  for (const line of builtFile(dir, "_headers").split("\n")) {
    if (/^\S/.test(line)) rule = line;
    else if (/^\s+X-Robots-Tag:/.test(line)) tagged.add(rule);
  }
  expect([...tagged].sort()).toEqual([...ADMIN_PATHS].sort());
  expect((await request.get("/admin/")).headers()["x-robots-tag"]).toMatch(/noindex/);
});

test("robots.txt allows crawling and points to the sitemap", async ({ request }) => {
  const expected = `User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap-index.xml\n`;
  expect(builtFile(buildDir(test.info()), "robots.txt")).toBe(expected);
  expect(await (await request.get("/robots.txt")).text()).toBe(expected);
});

test("the sitemap lists every route, each answering 200, and no 404 page", async ({ request }) => {
  // About 150 pages, each compressed by the server as it is sent: 45-50 s on a quiet two-core
  // machine, more beside the builds.
  test.setTimeout(180_000);
  const dir = buildDir(test.info());
  const parts = locs(builtFile(dir, "sitemap-index.xml"));
  expect(parts.length).toBeGreaterThan(0);
  const urls = parts.flatMap((loc) => {
    expect(loc.startsWith(`${SITE_URL}/`), loc).toBe(true);
    return locs(builtFile(dir, loc.slice(SITE_URL.length + 1)));
  });
  const paths = urls.map((url) => {
    expect(url.startsWith(SITE_URL), url).toBe(true);
    return url.slice(SITE_URL.length) || "/";
  });
  // Every dish has its page; the other checks visit one of them (e2e/support/routes.ts).
  const dishPages = LANGUAGE_CODES.flatMap((lang) =>
    dishes().map((dish) => localPath(`/menu/${dish.slug}`, lang)),
  );
  expect([...paths].sort()).toEqual([...new Set([...PAGE_PATHS, ...dishPages])].sort());
  for (const p of paths) {
    const res = await request.get(p);
    expect(res.status(), p).toBe(200);
    expect(await res.text(), `canonical of ${p}`).toContain(
      `<link rel="canonical" href="${SITE_URL}${p}"`,
    );
  }
});

test("every page names itself in each language, English as the default, and nothing else", async ({
  request,
}) => {
  for (const p of PAGE_PATHS) {
    const html = await (await request.get(p)).text();
    const alternates = [...html.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => tag.includes("hreflang="))
      .map((tag) => `${/hreflang="([^"]+)"/.exec(tag)![1]} ${/href="([^"]+)"/.exec(tag)![1]}`);
    const english = withoutLang(p);
    const expected = [
      ...LANGUAGE_CODES.map((lang) => `${lang} ${SITE_URL}${localPath(english, lang)}`),
      `x-default ${SITE_URL}${english}`,
    ];
    expect(alternates.sort(), `hreflang of ${p}`).toEqual(expected.sort());
  }
});
