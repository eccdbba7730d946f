import fs from "node:fs";
import { content } from "../support/content";
import { expect, test, visit } from "../support/fixtures";
import { buildDir, builtFile, htmlFiles, jsonLd, servesGatedBuild } from "../support/seo";

/*
 * The gated preview stays out of search engines: noindex on every page, a robots.txt that
 * disallows all, no sitemap. Also: share tags and structured data on the pages.
 */
const { site, nav, contact } = content();
/** What the preview tells search engines, in the robots meta and the X-Robots-Tag header. */
const NOINDEX = "noindex, nofollow";
/** The browser tab title of a page other than the landing page (src/components/seo.tsx). */
const pageTitle = (title: string) => `${title} · ${site.brand}`;

test.describe("the gated preview stays out of search engines", () => {
  test.beforeEach(async ({ request }) => {
    test.skip(
      !(await servesGatedBuild(request)),
      "the served folder holds the launch build (SITE_GATE=off); build the gated preview",
    );
  });

  test("every built page carries robots noindex, nofollow", async () => {
    const files = htmlFiles(buildDir(test.info()));
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const file of files)
      expect(fs.readFileSync(file, "utf8"), file).toContain(
        `<meta name="robots" content="${NOINDEX}"`,
      );
  });

  test("robots.txt disallows everything, there is no sitemap, headers say noindex", async ({
    request,
  }) => {
    const dir = buildDir(test.info());
    expect(builtFile(dir, "robots.txt")).toBe("User-agent: *\nDisallow: /\n");
    expect(await (await request.get("/robots.txt")).text()).toBe("User-agent: *\nDisallow: /\n");
    expect(fs.readdirSync(dir).filter((f) => f.startsWith("sitemap"))).toEqual([]);
    expect((await request.get("/sitemap-index.xml")).status()).toBe(404);
    expect(builtFile(dir, "_headers")).toContain(`X-Robots-Tag: ${NOINDEX}`);
  });

  test("noindex stays after client-side navigation", async ({ page }) => {
    await visit(page, "/");
    const contactLink = nav.find((n) => n.href === "/contact")!;
    await page.getByRole("link", { name: contactLink.name, exact: true }).first().click();
    await page.waitForURL("/contact");
    await expect(page).toHaveTitle(pageTitle(contact.title));
    const robots = page.locator('meta[name="robots"]');
    await expect(robots).toHaveCount(1);
    await expect(robots).toHaveAttribute("content", NOINDEX);
  });
});

test("/meal-plans carries the offers but no FAQPage; /register carries no structured data", async ({
  page,
}) => {
  await visit(page, "/meal-plans");
  expect((await jsonLd(page)).map((d) => d["@type"])).toEqual(["FoodEstablishment"]);
  await visit(page, "/register");
  expect(await jsonLd(page)).toEqual([]);
});

test("share tags, theme colours, icons and manifest are in place and load", async ({
  page,
  errors,
  request,
}) => {
  await visit(page, "/contact");
  const meta = (selector: string) => page.locator(selector).first().getAttribute("content");
  await expect(page).toHaveTitle(pageTitle(contact.title));
  expect(await meta('meta[property="og:image"]')).toMatch(/^https?:\/\/.+\/static\/.+\.jpg$/);
  expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
  // An English page (each language's pages set their own, from the page's Head).
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const links = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute("href") ?? ""));
  expect(links).toHaveLength(4);
  expect(links).toContain("/favicon.svg");
  for (const href of [...links, "/favicon.ico"])
    expect((await request.get(href)).status(), href).toBe(200);
  const manifest = (await (await request.get("/manifest.webmanifest")).json()) as {
    name: string;
    description: string;
    icons: { src: string }[];
  };
  expect(manifest).toMatchObject({ name: site.brand, description: site.description });
  for (const icon of manifest.icons)
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  expect(errors).toEqual([]);
});
