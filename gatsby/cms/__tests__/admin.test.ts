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
  X-Content-Type-Options: nosniff
/
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-x'
/page-data/*
  Cache-Control: no-cache
`;

test("/admin/ gets its own policy, and no site policy may cover it", () => {
  const out = withAdmin(HEADERS, false);
  expect(out.startsWith(HEADERS)).toBe(true);
  expect(out).toContain(
    `/admin/*\n  Content-Security-Policy: ${ADMIN_CSP}\n  X-Robots-Tag: noindex, nofollow\n`,
  );
  expect(withAdmin(HEADERS, true)).not.toMatch(/^\/admin\n(?: {2}.*\n)*? {2}X-Robots-Tag/m);
  const onAll = HEADERS.replace("/*\n", "/*\n  Content-Security-Policy: default-src 'self'\n");
  expect(() => withAdmin(onAll, false)).toThrow(/a site policy on \/\*/);
  const onAdmin = `${HEADERS}/admin/x\n  Content-Security-Policy: default-src 'self'\n`;
  expect(() => withAdmin(onAdmin, false)).toThrow(/a site policy on \/admin\/x/);
});
