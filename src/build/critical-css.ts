import { FIRST_INTERACTION, PICTURES_WAIT } from "../app/constants";
import { criticalCss } from "./css-subset";
import { FIRST_SCREEN } from "./defer-scripts";

/**
 * Gatsby inlines the whole stylesheet (about 6.5 KB compressed) into every page. With it,
 * the landing page's HTML is more than a phone's first round trip on a new connection
 * carries (about 14 KB), so the hero waits one more round trip. After the build, each
 * page keeps inline only the rules the HTML of its first screen needs (its utilities,
 * everything but the parts below the first screen and the footer after them; the reset, element
 * defaults and tokens; the custom properties and keyframes those use), and the full
 * stylesheet (one file for every page, cached once) follows without competing with the
 * first screen: it is requested when the first screen is painted (the script loader's
 * FIRST_SCREEN event), at the visitor's first scroll, key or touch, at once for an address
 * with a #section, after three seconds at the latest, and by <noscript> without scripts.
 *
 * The full stylesheet repeats the inline rules in their original order and comes later in
 * the document, so once it is in, the cascade is exactly the full stylesheet's: no rule of
 * the inline part can win against a rule that follows it in Tailwind's order.
 */

const STYLE =
  /<style data-href="([^"<>]+\.css)" data-identity="gatsby-global-css">([\s\S]*?)<\/style>/;

const BELOW_FOLD = /<div class="below-fold">/g;

/** Empties every element that opens with `open` (a whole start tag of `tag`): its tags stay. */
function withoutElements(html: string, open: RegExp, tag: string): string {
  let out = "";
  let at = 0;
  for (;;) {
    open.lastIndex = at;
    const start = open.exec(html);
    if (!start) return out + html.slice(at);
    out += html.slice(at, start.index);
    const tags = new RegExp(`<${tag}\\b|</${tag}>`, "g");
    tags.lastIndex = start.index + start[0].length;
    let depth = 1;
    let end = html.length;
    for (let m = tags.exec(html); m; m = tags.exec(html)) {
      depth += m[0] === `</${tag}>` ? -1 : 1;
      if (depth === 0) {
        end = m.index + m[0].length;
        break;
      }
    }
    out += `${start[0]}</${tag}>`;
    at = end;
  }
}

/**
 * The HTML of the page's first screen: the body with the parts below the first screen
 * emptied, and the footer too where such parts come before it. On a short page (contact,
 * register) the footer is on the first screen.
 */
export function firstScreen(html: string): string {
  const body = html.slice(html.indexOf("<body"));
  const top = withoutElements(body, BELOW_FOLD, "div");
  return top === body ? body : withoutElements(top, /<footer\b[^>]*>/g, "footer");
}

/** The class names in an HTML fragment's class attributes. */
export function classNames(html: string): Set<string> {
  const classes = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of m[1].split(/\s+/)) if (name) classes.add(name.replaceAll("&amp;", "&"));
  return classes;
}

/**
 * The script that requests the full stylesheet once it no longer competes with the first
 * screen. Until then the pictures below the first screen wait too (PICTURES_WAIT hides them
 * in global.css, and a picture that is not rendered is not fetched).
 */
export function stylesheetLoader(href: string): string {
  const events = JSON.stringify([FIRST_SCREEN, ...FIRST_INTERACTION]);
  const wait = JSON.stringify(PICTURES_WAIT);
  return `(function(){var p=document.currentScript,h=document.documentElement,d=0;h.setAttribute(${wait},"");function c(){if(d)return;d=1;h.removeAttribute(${wait});var l=document.createElement("link");l.rel="stylesheet";l.href=${JSON.stringify(href)};p.after(l)}if(location.hash)c();${events}.forEach(function(t){addEventListener(t,c,{once:true,passive:true,capture:true})});setTimeout(c,3000)})()`;
}

/**
 * The page with only its first screen's utilities inline and the full stylesheet
 * requested after it (by a script, and by <noscript> without scripts).
 */
export function inlineCriticalCss(html: string): string {
  const found = STYLE.exec(html);
  if (!found) return html;
  const [whole, href, css] = found;
  const load =
    `<script>${stylesheetLoader(href)}</script>` +
    `<noscript><link rel="stylesheet" href="${href}"/></noscript>`;
  // Gatsby rewrites only the pages that changed: the others were done by an earlier build.
  if (html.includes(load)) return html;
  const top = firstScreen(html);
  const critical = criticalCss(css, classNames(top), top);
  const style = whole.replace(css, () => critical);
  return html.replace(whole, () => style + load);
}
