/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { rewriteBundle } from "../admin";
import { ADMIN_CSP, withAdmin } from "../headers";

const bundle = fs.readFileSync(
  path.join(process.cwd(), "node_modules/@sveltia/cms/dist/sveltia-cms.js"),
  "utf8",
);

test("the pinned editor's fonts are served from /admin/fonts/, no CDN address is left", () => {
  const { code, fonts } = rewriteBundle(bundle);
  expect(fonts.map(([, name]) => name).sort()).toEqual([
    "material-symbols-outlined-latin-wght-normal.woff2",
    "noto-mono-latin-400-normal.woff2",
    "source-sans-3-latin-wght-normal.woff2",
  ]);
  expect(code).not.toMatch(/cdn\.jsdelivr\.net/);
});

test("the libraries the editor imports from unpkg (Immutable.js, for the preview) are ours", () => {
  const { code, immutable } = rewriteBundle(bundle);
  expect(code).not.toMatch(/`https:\/\/unpkg\.com\/\$\{/);
  expect(code).toMatch(/`\/admin\/unpkg\/\$\{\w+\}`/);
  expect(immutable).toMatch(/^\d+\.\d+\.\d+$/);
  expect(() =>
    rewriteBundle(bundle.replace(/`https:\/\/unpkg\.com\/\$\{/g, "`https://cdn.example/${")),
  ).toThrow(/unpkg/);
});

test("a bundle whose strings moved fails loudly", () => {
  expect(() => rewriteBundle(bundle.replace(/cdn\.jsdelivr\.net/g, "cdn.example"))).toThrow(
    /3 font addresses expected, found 0/,
  );
  expect(() => rewriteBundle(bundle.replace(/\/locales`/g, "/strings`"))).toThrow(
    /interface strings/,
  );
});

const HEADERS = `# head
/*
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-x'
  X-Content-Type-Options: nosniff
/page-data/*
  Cache-Control: no-cache
`;

test("the site's policy covers every path but /admin/, which has its own", () => {
  const out = withAdmin(
    HEADERS,
    [
      { name: "index.html", dir: false },
      { name: "meal-plans", dir: true },
      { name: "app-0123456789abcdef0123.js", dir: false },
      { name: "admin", dir: true },
    ],
    false,
  );
  const site = "  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-x'\n";
  expect(out).toContain("/*\n  X-Content-Type-Options: nosniff\n");
  for (const p of ["/", "/index.html", "/meal-plans", "/meal-plans/*"])
    expect(out).toContain(`${p}\n${site}`);
  expect(out).not.toContain("/app-0123456789abcdef0123.js\n");
  expect(out).not.toMatch(
    /^\/admin\n {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256/m,
  );
  expect(out).toContain(
    `/admin/*\n  Content-Security-Policy: ${ADMIN_CSP}\n  X-Robots-Tag: noindex, nofollow\n`,
  );
});
