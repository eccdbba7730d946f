import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import { load, type CheerioAPI } from "cheerio";

// The Content-Security-Policy of the built site, from the inline code of its pages.

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

type Sources = { scripts: string[]; styles: string[] };

/** A page parsed as a browser without scripts parses it: what <noscript> holds counts too. */
const parse = (html: string) => load(html, { scriptingEnabled: false });

/** The bodies of the executable inline scripts and the <style> elements `mark` selects. */
function sources($: CheerioAPI, mark = ""): Sources {
  const scripts = $(`script${mark}:not([src])`)
    .toArray()
    .filter((el) => EXECUTABLE.test(($(el).attr("type") ?? "").trim()))
    .map((el) => $(el).text());
  const styles = $(`style${mark}`)
    .toArray()
    .map((el) => $(el).text());
  return { scripts, styles };
}

/**
 * The bodies of the inline scripts and <style> elements in a built page. Script data
 * blocks (JSON-LD) are not executed, so the policy need not allow them. Parsed as a browser
 * without scripts parses it, so what <noscript> holds counts too.
 */
export function inlineSources(html: string): Sources {
  return sources(parse(html));
}

/**
 * What Gatsby's Head of a page puts into <head> (marked `data-gatsby-head`) and could run
 * or apply in another page's document: after a client-side navigation the document, and so
 * its policy, stays the first page's while Gatsby adds the new page's Head elements (the
 * menu's week panels style). Every page's policy allows these too.
 */
export function headSources(html: string): Sources {
  return sources(parse(html), "[data-gatsby-head]");
}

/** A built page's inlineSources and headSources, from one parse of its HTML. */
export function pageSources(html: string): { own: Sources; head: Sources } {
  const $ = parse(html);
  return { own: sources($), head: sources($, "[data-gatsby-head]") };
}

const unique = (list: string[]) => [...new Set(list)].sort();

/**
 * A page's Content-Security-Policy. Inline scripts and <style> elements are allowed by
 * their hashes only. Style attributes stay 'unsafe-inline' (`style-src`, which CSP 3's
 * style-src-attr falls back to): the built HTML has them (a picture's box width and colour,
 * Gatsby's focus wrapper), and a hash for each would need 'unsafe-hashes' and one more list
 * to keep in step with the pages; browsers without CSP 3's style-src-elem read `style-src`
 * for elements too. Fonts, the manifest and requests fall back to `default-src 'self'`; the
 * policy names them only where they may reach further (the forms' endpoint). Every byte
 * counts: the policy is sent uncompressed with the page, before it can paint.
 *
 * `meta`: the policy for a `<meta http-equiv>` element, which cannot say frame-ancestors
 * (browsers ignore it there and warn; X-Frame-Options forbids framing all the same).
 */
export function contentSecurityPolicy({
  scripts,
  styles,
  endpoint = null,
  analytics = null,
  meta = false,
}: {
  scripts: string[];
  styles: string[];
  /** The origin the forms deliver to (SITE_LEADS), allowed to be reached and posted to. */
  endpoint?: string | null;
  /** The origin measurement sends to (SITE_ANALYTICS_URL), allowed to be reached only. */
  analytics?: string | null;
  meta?: boolean;
}): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...unique(scripts.map(cspHash))].join(" "),
    "style-src 'self' 'unsafe-inline'",
    ["style-src-elem 'self'", ...unique(styles.map(cspHash))].join(" "),
    "img-src 'self' data:",
    ...(endpoint || analytics
      ? [
          ["connect-src 'self'", ...unique([endpoint, analytics].filter((o) => o !== null))].join(
            " ",
          ),
        ]
      : []),
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self'${endpoint ? ` ${endpoint}` : ""}`,
    ...(meta ? [] : ["frame-ancestors 'none'"]),
  ].join("; ");
}
