import { FIRST_SCREEN, HYDRATED } from "../../src/lib/dom-marks";
import { test, expect, hydrated } from "../support/fixtures";
import { expectRenderedWithinPolicy, PAGE_PATHS, recordViolations } from "../support/seo";

/*
 * The post-build step (gatsby/post-build/) happened on every built page: the first screen's
 * CSS inline instead of the whole stylesheet, the script loader instead of Gatsby's script
 * tags; and in the browser the full stylesheet arrives and the page hydrates, with no
 * Content-Security-Policy violation on the way (the page's policy allows its own inline code).
 * One visit per page checks both.
 */
for (const path of PAGE_PATHS) {
  test(`${path}: first-screen CSS and the script loader in the page, then the full stylesheet and hydration, within the CSP`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const inline =
      /<style data-href="(\/styles\.[\w.]+\.css)" data-identity="gatsby-global-css">([\s\S]*?)<\/style>/.exec(
        html,
      );
    expect(inline, "one inlined stylesheet, named").not.toBeNull();
    const [, href, css] = inline!;
    const full = await (await request.get(href)).text();
    expect(css.length, "the inline part is a subset").toBeLessThan(full.length * 0.9);
    expect(html, "Gatsby's script tags are gone").not.toMatch(/<script src="[^"]+" async/);
    expect(html).toContain(`<noscript><link rel="stylesheet" href="${href}"></noscript>`);
    const loaders = [
      // Each joins others: the pre-paint script in the head, Gatsby's own at the end.
      ...html.matchAll(new RegExp(`<script(?: [^>]*)?>[^<]*"${FIRST_SCREEN}"`, "g")),
    ];
    expect(loaders.length, "the stylesheet loader and the script loader").toBe(2);

    const violations = await recordViolations(page);
    await page.goto(path, { waitUntil: "load" });
    await expect(
      page.locator(`link[rel="stylesheet"][href="${href}"]:not(noscript link)`),
    ).toHaveCount(1);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute(HYDRATED, "");
    await expectRenderedWithinPolicy(page, violations);
  });
}
