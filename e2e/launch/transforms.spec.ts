import { FIRST_SCREEN } from "../../src/lib/dom-marks";
import { test, expect } from "../support/fixtures";
import { PAGE_PATHS } from "../support/seo";

/*
 * The post-build step (gatsby/post-build/) happened on every built page: the first screen's
 * CSS inline instead of the whole stylesheet, the script loader instead of Gatsby's script
 * tags. Read from the pages as served, without a browser: in the browser, the console gate
 * (e2e/quality/gates/console.ts) visits every route of this build in each language, waits for
 * the full stylesheet and hydration and fails on any Content-Security-Policy violation, and
 * ./styles.spec.ts compares each page's styles before and after the stylesheet arrives.
 */
for (const path of PAGE_PATHS) {
  test(`${path}: first-screen CSS and the script loader in the page, the full stylesheet linked`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const inline =
      /<style data-href="(\/styles\.[\w.]+\.css)" data-identity="gatsby-global-css">([\s\S]*?)<\/style>/.exec(
        html,
      );
    expect(inline, "one inlined stylesheet, named").not.toBeNull();
    const [, href, css] = inline!;
    const full = await request.get(href);
    expect(full.status()).toBe(200);
    expect(css.length, "the inline part is a subset").toBeLessThan(
      (await full.text()).length * 0.9,
    );
    expect(html, "Gatsby's script tags are gone").not.toMatch(/<script src="[^"]+" async/);
    expect(html).toContain(`<noscript><link rel="stylesheet" href="${href}"></noscript>`);
    const loaders = [
      // Each joins others: the pre-paint script in the head, Gatsby's own at the end.
      ...html.matchAll(new RegExp(`<script(?: [^>]*)?>[^<]*"${FIRST_SCREEN}"`, "g")),
    ];
    expect(loaders.length, "the stylesheet loader and the script loader").toBe(2);
  });
}
