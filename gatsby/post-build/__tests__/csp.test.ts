/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { contentSecurityPolicy, cspHash, headSources, inlineSources, toastifyCss } from "../csp";

const html = `<html><head>
<script type="module">const a=1;</script>
<script>window.x=1;</script>
<script type="application/ld+json">{"@type":"FAQPage"}</script>
<style data-href="/styles.css">body{color:red}</style>
</head><body><noscript><style>.n{opacity:1}</style></noscript>
<script src="/app-0123456789abcdef0123.js" async=""></script>
<script id="gatsby-chunk-mapping">
  window.___chunkMapping="{}";
</script></body></html>`;

test("finds executable inline scripts and style elements, not data blocks or external scripts", () => {
  const { scripts, styles } = inlineSources(html);
  expect(scripts).toEqual(["const a=1;", "window.x=1;", '\n  window.___chunkMapping="{}";\n']);
  expect(styles).toEqual(["body{color:red}", ".n{opacity:1}"]);
});

test("hashes are base64 SHA-256 sources, as browsers compute them", () => {
  // Known value: the SHA-256 of "" in base64.
  expect(cspHash("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
});

test("the policy allows inline code only by hash and forbids framing and plugins", () => {
  const csp = contentSecurityPolicy(inlineSources(html));
  const directives = Object.fromEntries(
    csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]),
  );
  expect(directives["script-src"][0]).toBe("'self'");
  expect(new Set(directives["script-src"])).toEqual(
    new Set([
      "'self'",
      cspHash("window.x=1;"),
      cspHash("const a=1;"),
      cspHash('\n  window.___chunkMapping="{}";\n'),
    ]),
  );
  expect(directives["script-src"]).not.toContain("'unsafe-inline'");
  expect(directives["script-src"]).not.toContain("'unsafe-eval'");
  expect(directives["style-src-elem"]).toContain(cspHash("body{color:red}"));
  expect(directives["style-src-elem"]).not.toContain("'unsafe-inline'");
  expect(directives["frame-ancestors"]).toEqual(["'none'"]);
  expect(directives["object-src"]).toEqual(["'none'"]);
  expect(directives["default-src"]).toEqual(["'self'"]);
});

test("react-toastify injects exactly its ReactToastify.css, which the build hashes", () => {
  const css = fs.readFileSync(toastifyCss(), "utf8");
  const dist = path.dirname(toastifyCss());
  for (const entry of ["index.mjs", "index.js"])
    expect(fs.readFileSync(path.join(dist, entry), "utf8")).toContain(css);
});

test("what a page's Head adds is found apart: another page's document may receive it", () => {
  const page = `<html><head><style data-gatsby-head="true">[data-panel]{display:none}</style>
<script data-gatsby-head="true" type="application/ld+json">{}</script>
<style>body{color:red}</style></head><body></body></html>`;
  expect(headSources(page)).toEqual({ scripts: [], styles: ["[data-panel]{display:none}"] });
});

test("a <meta> policy leaves out frame-ancestors, which browsers ignore there", () => {
  const header = contentSecurityPolicy({ scripts: ["a"], styles: ["b"] });
  const meta = contentSecurityPolicy({ scripts: ["a"], styles: ["b"], meta: true });
  expect(header).toContain("frame-ancestors 'none'");
  expect(meta).not.toContain("frame-ancestors");
  expect(header.startsWith(meta)).toBe(true);
});
