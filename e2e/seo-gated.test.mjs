// The gated preview (default build) stays out of search engines: noindex on every page,
// robots.txt disallows all, no sitemap. Also: share tags and structured data on the pages.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BASE_URL, launch, openPage, visit } from "./browser.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = path.join(root, "public");
const robots = fs.readFileSync(path.join(publicDir, "robots.txt"), "utf8");
const launchBuild = !robots.includes("Disallow: /");
const skip = launchBuild && "public/ holds the launch build (SITE_GATE=off); run `npm run build`";

function htmlFiles(dir = publicDir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "_gatsby" ? [] : htmlFiles(full);
    return e.name.endsWith(".html") ? [full] : [];
  });
}

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

test("every built page carries robots noindex, nofollow", { skip }, () => {
  const files = htmlFiles();
  assert.ok(files.length >= 6);
  for (const file of files) {
    const html = fs.readFileSync(file, "utf8");
    assert.match(html, /<meta name="robots" content="noindex, nofollow"/, file);
  }
});

test(
  "robots.txt disallows everything, there is no sitemap, headers say noindex",
  { skip },
  async () => {
    assert.equal(robots, "User-agent: *\nDisallow: /\n");
    assert.deepEqual(
      fs.readdirSync(publicDir).filter((f) => f.startsWith("sitemap")),
      [],
    );
    assert.equal((await fetch(BASE_URL + "/sitemap-index.xml")).status, 404);
    assert.match(
      fs.readFileSync(path.join(publicDir, "_headers"), "utf8"),
      /X-Robots-Tag: noindex, nofollow/,
    );
  },
);

test("noindex stays after client-side navigation", { skip }, async () => {
  const { page, context } = await openPage(browser);
  await visit(page, "/");
  await page.getByRole("link", { name: "Contact", exact: true }).first().click();
  await page.waitForURL(BASE_URL + "/contact");
  await page.waitForFunction(() => document.title.startsWith("Contact"));
  assert.equal(
    await page.locator('meta[name="robots"]').getAttribute("content"),
    "noindex, nofollow",
  );
  await context.close();
});

/** The JSON-LD blocks of a page, parsed (a parse error fails the test). */
async function jsonLd(page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text));
}

test("the landing page describes the business, its offers in AMD and the FAQ", async () => {
  const { page, context } = await openPage(browser);
  await visit(page, "/");
  const data = await jsonLd(page);
  assert.deepEqual(data.map((d) => d["@type"]).sort(), ["FAQPage", "FoodEstablishment"]);
  const business = data.find((d) => d["@type"] === "FoodEstablishment");
  assert.equal(business.address.addressLocality, "Yerevan");
  assert.ok(business.openingHoursSpecification.length > 0);
  assert.ok(business.hasOfferCatalog.itemListElement.every((o) => o.priceCurrency === "AMD"));
  const faq = data.find((d) => d["@type"] === "FAQPage");
  assert.ok(faq.mainEntity.length > 0);
  await context.close();
});

test("/meal-plans carries the offers but no FAQPage; /register carries no structured data", async () => {
  const { page, context } = await openPage(browser);
  await visit(page, "/meal-plans");
  const types = (await jsonLd(page)).map((d) => d["@type"]);
  assert.deepEqual(types, ["FoodEstablishment"]);
  await visit(page, "/register");
  assert.deepEqual(await jsonLd(page), []);
  await context.close();
});

test("share tags, theme colours, icons and manifest are in place and load", async () => {
  const { page, context, errors } = await openPage(browser);
  await visit(page, "/contact");
  const meta = (sel) => page.locator(sel).first().getAttribute("content");
  assert.match(await page.title(), /^Contact · /);
  assert.match(await meta('meta[property="og:image"]'), /^https?:\/\/.+\/static\/.+\.jpg$/);
  assert.equal(await meta('meta[name="twitter:card"]'), "summary_large_image");
  assert.equal(await page.locator('meta[name="theme-color"]').count(), 2);
  assert.equal(await page.locator("html").getAttribute("lang"), "en");
  const links = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute("href")));
  assert.equal(links.length, 4);
  assert.match(links[0], /^data:image\/svg\+xml/, "the SVG favicon is inlined");
  for (const href of [...links.slice(1), "/favicon.ico", "/favicon.svg"]) {
    const res = await fetch(BASE_URL + href);
    assert.equal(res.status, 200, href);
  }
  const manifest = await (await fetch(BASE_URL + "/manifest.webmanifest")).json();
  for (const icon of manifest.icons) assert.equal((await fetch(BASE_URL + icon.src)).status, 200);
  assert.deepEqual(errors, []);
  await context.close();
});
