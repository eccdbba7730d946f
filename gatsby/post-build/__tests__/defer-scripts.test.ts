/** @jest-environment node */
import { inlineScript } from "../../inline-script";
import {
  PAGE_PATH_SCRIPT,
  deferManifest,
  deferScripts,
  dropInertMeta,
  emptyChunkMapping,
  joinEndScripts,
  joinHeadScripts,
  sharePagePath,
} from "../defer-scripts";
import { parsePage, serializePage } from "../html";

const html = `<html><head></head><body>
<div id="___gatsby"><main><h1>Hello</h1></main></div>
<script id="gatsby-script-loader">window.pagePath="/";</script>
<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async=""></script>
</body></html>`;
const sources = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"];

describe("deferScripts (after the build)", () => {
  test("replaces Gatsby's async script tags with one loader that keeps their order", () => {
    const page = parsePage("index.html", html);
    deferScripts(page);
    const out = serializePage(page);
    expect(out).not.toMatch(/<script src=/);
    const loader = `<script>${inlineScript("script-loader", "loadScriptsAfterFirstScreen", [sources])}</script>`;
    expect(out.split(loader)).toHaveLength(2);
    expect(out).toContain(JSON.stringify(sources));
    expect(out.indexOf("gatsby-script-loader")).toBeLessThan(out.indexOf(loader));
  });

  test("fails the build on a page without Gatsby's script tags, naming the page", () => {
    const page = parsePage("contact/index.html", "<html><body><p>Hi</p></body></html>");
    expect(() => deferScripts(page)).toThrow(
      "public/contact/index.html: no Gatsby script tags (<script src async>) found to defer",
    );
  });
});

describe("deferManifest (after the build)", () => {
  test("takes the manifest link out of the served HTML, and nothing else", () => {
    const page = parsePage(
      "index.html",
      '<html><head><link rel="icon" href="/favicon.ico"><link rel="manifest" href="/manifest.webmanifest"></head><body></body></html>',
    );
    deferManifest(page);
    const out = serializePage(page);
    expect(out).not.toContain("manifest");
    expect(out).toContain('<link rel="icon" href="/favicon.ico">');
  });

  test("leaves a page without one as it is", () => {
    const html = "<html><head><title>Not found</title></head><body></body></html>";
    const page = parsePage("404/index.html", html);
    deferManifest(page);
    expect(serializePage(page)).toBe(html);
  });
});

describe("sharePagePath (after the build)", () => {
  test("every page gets the same script text, its path in an attribute", () => {
    const texts = ["/", "/ru/contact"].map((path) => {
      const page = parsePage(
        "x.html",
        `<html><body><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${path}";/*]]>*/</script></body></html>`,
      );
      sharePagePath(page);
      const tag = page.$("#gatsby-script-loader");
      expect(tag.attr("data-page-path")).toBe(path);
      return tag.text();
    });
    expect(texts).toEqual([PAGE_PATH_SCRIPT, PAGE_PATH_SCRIPT]);
  });

  test("fails the build on a page without Gatsby's page path script, naming the page", () => {
    const page = parsePage("contact/index.html", "<html><body><p>Hi</p></body></html>");
    expect(() => sharePagePath(page)).toThrow("public/contact/index.html: no Gatsby page path");
  });
});

describe("joinEndScripts (after the build)", () => {
  const end = (path: string) =>
    `<html><body><main><script>menu()</script></main>` +
    `<script id="gatsby-script-loader" data-page-path="${path}">${PAGE_PATH_SCRIPT}</script>` +
    `<!-- slice-start id="_gatsby-scripts-1" -->\n  <script id="gatsby-chunk-mapping">\n  window.___chunkMapping="{}";\n  </script>\n` +
    `<script>window.___webpackCompilationHash="abc";</script><script>load()</script>` +
    `<script type="application/ld+json">{}</script><!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

  test("makes Gatsby's end scripts and the loader one script, the same on every page", () => {
    const texts = ["/", "/ru/contact"].map((path) => {
      const page = parsePage("index.html", end(path));
      joinEndScripts(page);
      const out = serializePage(page);
      expect(out).toContain(`data-page-path="${path}"`);
      expect(out).not.toContain("slice-");
      expect(out).toContain("<main><script>menu()</script></main>");
      expect(out).toContain('<script type="application/ld+json">{}</script>');
      return page.$("#gatsby-script-loader").text();
    });
    expect(texts[0]).toBe(
      `${PAGE_PATH_SCRIPT};window.___chunkMapping="{}";window.___webpackCompilationHash="abc";load()`,
    );
    expect(texts[1]).toBe(texts[0]);
  });

  test("fails the build on a page without Gatsby's page path script, naming the page", () => {
    const page = parsePage("hy/index.html", "<html><body><p>Hi</p></body></html>");
    expect(() => joinEndScripts(page)).toThrow("public/hy/index.html: no Gatsby page path script");
  });
});

describe("the head's small steps (after the build)", () => {
  test("joinHeadScripts makes the head's inline scripts one, in order, where the last was", () => {
    const page = parsePage(
      "index.html",
      '<html><head><style>a{}</style><script>a();</script><noscript><link rel="stylesheet" href="/s.css"></noscript>' +
        '<script type="application/ld+json">{}</script><script>b()</script><script src="/x.js"></script></head><body></body></html>',
    );
    joinHeadScripts(page);
    expect(serializePage(page)).toBe(
      '<html><head><style>a{}</style><noscript><link rel="stylesheet" href="/s.css"></noscript>' +
        '<script type="application/ld+json">{}</script><script>a();b()</script><script src="/x.js"></script></head><body></body></html>',
    );
  });

  test("dropInertMeta takes out the generator and IE's document mode, and nothing else", () => {
    const page = parsePage(
      "index.html",
      '<html><head><meta charset="utf-8"><meta http-equiv="x-ua-compatible" content="ie=edge"><meta name="viewport" content="width=device-width"><meta name="generator" content="Gatsby 5"></head><body></body></html>',
    );
    dropInertMeta(page);
    expect(serializePage(page)).toBe(
      '<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head><body></body></html>',
    );
  });
});

describe("emptyChunkMapping (after the build)", () => {
  const map = JSON.stringify(JSON.stringify({ app: ["/app-3.js"], "component---a": ["/a-1.js"] }));
  const page = (text: string) =>
    parsePage(
      "index.html",
      `<html><body><script id="gatsby-chunk-mapping">${text}</script></body></html>`,
    );

  test("the map Gatsby writes as a string becomes an empty object, which its runtime reads alike", () => {
    const built = page(`\n  window.___chunkMapping=${map};\n`);
    emptyChunkMapping(built);
    expect(built.$("#gatsby-chunk-mapping").text()).toBe("\n  window.___chunkMapping={};\n");
    // Gatsby's loader: (window.___chunkMapping[componentChunkName] || []).
    const asGatsbyWrote = JSON.parse(map) as unknown as Record<string, string[] | undefined>;
    expect(asGatsbyWrote["component---a"] ?? []).toEqual([]);
  });

  test("a page without the map, or with a real object, is left as it is", () => {
    const html = `window.___chunkMapping={"app":["/app-3.js"]};`;
    const built = page(html);
    emptyChunkMapping(built);
    expect(built.$("#gatsby-chunk-mapping").text()).toBe(html);
    const none = parsePage("index.html", "<html><body></body></html>");
    emptyChunkMapping(none);
    expect(serializePage(none)).toBe("<html><head></head><body></body></html>");
  });
});
