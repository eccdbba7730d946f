import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The stylesheet react-toastify injects as a <style> element at run time; its text is
 * exactly this file (a unit test checks), so its hash goes into the policy.
 */
export function toastifyCss(): string {
  // createRequire: Gatsby's bundler of gatsby-node.ts replaces a bare require.resolve.
  const resolve = createRequire(path.join(process.cwd(), "package.json")).resolve;
  return path.join(
    path.dirname(resolve("react-toastify/package.json")),
    "dist",
    "ReactToastify.css",
  );
}

/** A CSP hash source for a script or style body, exactly as the browser hashes it. */
export function cspHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

const EXECUTABLE = /^(|module|(text|application)\/(javascript|ecmascript|x-javascript))$/i;

function attr(attrs: string, name: string): string | undefined {
  const m = new RegExp(
    `(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`,
    "i",
  ).exec(attrs);
  return m ? (m[1] ?? m[2] ?? m[3] ?? "") : undefined;
}

/**
 * The bodies of the inline scripts and <style> elements in a built HTML page. Script data
 * blocks (JSON-LD) are not executed, so the policy need not allow them.
 */
export function inlineSources(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (attr(attrs, "src") !== undefined) continue;
    if (!EXECUTABLE.test((attr(attrs, "type") ?? "").trim())) continue;
    scripts.push(body);
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]);
  return { scripts, styles };
}

const unique = (list: string[]) => [...new Set(list)].sort();

/**
 * The Content-Security-Policy of the built site. Inline scripts and <style> elements are
 * allowed by their hashes only. Style attributes need 'unsafe-inline' (style-src-attr):
 * gatsby-plugin-image writes its markup, style attributes included, through innerHTML after
 * client-side navigation, so not every attribute value exists in the built HTML.
 * `style-src` is the fallback for browsers without the CSP 3 -elem/-attr directives.
 */
export function contentSecurityPolicy({
  scripts,
  styles,
}: {
  scripts: string[];
  styles: string[];
}): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...unique(scripts.map(cspHash))].join(" "),
    "style-src 'self' 'unsafe-inline'",
    ["style-src-elem 'self'", ...unique(styles.map(cspHash))].join(" "),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "no-cache";

export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()";

/** Headers every response carries. */
export function securityHeaders(csp: string, gated: boolean): [string, string][] {
  return [
    ["Content-Security-Policy", csp],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    // Also keeps images, robots.txt and the like of a preview out of search results.
    ...(gated ? ([["X-Robots-Tag", "noindex, nofollow"]] as [string, string][]) : []),
  ];
}

/** "meal-plans/index.html" -> the URL paths a host answers with that file. */
export function routesOf(htmlFile: string): string[] {
  const file = htmlFile.split("\\").join("/");
  if (file === "index.html") return ["/"];
  if (file.endsWith("/index.html")) {
    const dir = `/${file.slice(0, -"/index.html".length)}`;
    return [dir, `${dir}/`, `/${file}`];
  }
  return [`/${file}`];
}

/** Gatsby's content-hashed bundles in the root of public/ ("app-3f2a...e1.js"). */
export const HASHED_ASSET = /^[\w~.-]+[-.][0-9a-f]{20}\.(js|css)$/;

/**
 * public/_headers in the format Netlify and Cloudflare Pages read. Both apply every rule
 * whose path matches and join repeated header names with commas, so no header is set by
 * two rules that can match the same path: security headers on /*, Cache-Control on
 * exact paths and on folders that hold only one kind of file.
 */
export function headersFile({
  csp,
  gated,
  htmlFiles,
  rootFiles,
}: {
  csp: string;
  gated: boolean;
  htmlFiles: string[];
  rootFiles: string[];
}): string {
  const block = (paths: string[], headers: [string, string][]) =>
    paths.map((p) => `${p}\n${headers.map(([k, v]) => `  ${k}: ${v}\n`).join("")}`).join("");
  const immutable: [string, string][] = [["Cache-Control", CACHE_IMMUTABLE]];
  const revalidate: [string, string][] = [["Cache-Control", CACHE_REVALIDATE]];
  return [
    "# Generated by gatsby-node.ts (onPostBuild) from the built HTML: do not edit.\n",
    "# Inline scripts and styles are allowed by hash, so this file belongs to this build only.\n",
    block(["/*"], securityHeaders(csp, gated)),
    "# Content-hashed files never change: cache them for a year.\n",
    block(
      ["/static/*", ...rootFiles.filter((f) => HASHED_ASSET.test(f)).map((f) => `/${f}`)],
      immutable,
    ),
    "# Pages and page data change with every build: revalidate every time.\n",
    block(["/page-data/*", ...[...htmlFiles].sort().flatMap(routesOf)], revalidate),
  ].join("");
}

/** robots.txt: a preview disallows everything; the launch build points to its sitemap. */
export function robotsTxt({ gated, siteUrl }: { gated: boolean; siteUrl: string }): string {
  return gated
    ? "User-agent: *\nDisallow: /\n"
    : `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`;
}
