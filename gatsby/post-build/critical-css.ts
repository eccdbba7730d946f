import { EARLY_TOGGLE } from "../../src/lib/dom-marks";
import { inlineScript } from "../inline-script";
import { criticalCss } from "./css-subset";
import { fail, type Page } from "./html";

/**
 * Ours rather than Beasties (already a dependency, for the bench's comparison): Beasties picks
 * rules by matching the built HTML, so it leaves out the dark theme's tokens (the class is set
 * in the browser) and loads the stylesheet with an inline onload the Content-Security-Policy
 * blocks; docs/performance.md has the figures (`npm run bench -- --beasties`).
 *
 * Gatsby inlines the whole stylesheet (about 6.5 KB compressed) into every page. With it,
 * the landing page's HTML is more than a phone's first round trip on a new connection
 * carries (about 14 KB), so the hero waits one more round trip. After the build, each
 * page keeps inline only the rules the HTML of its first screen needs (its utilities,
 * everything but the parts below the first screen and the footer after them; the reset,
 * element defaults and tokens; the custom properties and keyframes those use), and the full
 * stylesheet (one file for every page, cached once) follows without competing with the
 * first screen (src/inline/stylesheet-loader.ts), or through <noscript> without scripts.
 *
 * The full stylesheet repeats the inline rules in their original order and comes later in
 * the document, so once it is in, the cascade is exactly the full stylesheet's: no rule of
 * the inline part can win against a rule that follows it in Tailwind's order.
 */

/**
 * The class names and style attributes of the page's first screen: the body without the
 * inside of the parts below the first screen, and without the footer's inside where such
 * parts come before it. On a short page (contact, register) the footer is on the first screen.
 * Nor a panel the HTML hides (`hidden`) that only a control of React's shows (named by its
 * `aria-controls`), like the language menu: the full stylesheet is requested before the
 * scripts are. The mobile menu, whose button (`data-early-toggle`) the pre-paint script
 * works, stays in, and so does what the inline scripts may show before the first paint
 * (the menu's note that nothing fits, a later week's days).
 */
export function firstScreen(page: Page): {
  classes: Set<string>;
  styles: string;
  tags: Set<string>;
} {
  const body = page.$("body").clone();
  const $ = page.$;
  const below = body.find(".below-fold");
  below.empty();
  if (below.length > 0) body.find("footer").empty();
  const reactOnly = new Set(
    body
      .find(`[aria-controls]:not([${EARLY_TOGGLE}])`)
      .map((_, el) => $(el).attr("aria-controls"))
      .get(),
  );
  body
    .find("[hidden][id]")
    .filter((_, el) => reactOnly.has($(el).attr("id") ?? ""))
    .remove();
  const classes = new Set<string>();
  const styles: string[] = [];
  // The root and head elements always match element defaults (html, body, :host).
  const tags = new Set<string>(["html", "head", "body"]);
  body
    .find("*")
    .addBack()
    .each((_, el) => {
      for (const name of ($(el).attr("class") ?? "").split(/\s+/)) if (name) classes.add(name);
      if (el.type === "tag") tags.add(el.tagName.toLowerCase());
      const style = $(el).attr("style");
      if (style) styles.push(style);
    });
  return { classes, styles: styles.join(";"), tags };
}

/**
 * The page with only its first screen's rules inline and the full stylesheet requested
 * after it. Fails when the page lacks Gatsby's one inlined global stylesheet.
 */
export function inlineCriticalCss(page: Page): void {
  const { $ } = page;
  const style = $('head style[data-identity="gatsby-global-css"]');
  if (style.length !== 1)
    fail(
      page,
      `expected one inlined global stylesheet (<style data-identity="gatsby-global-css">), found ${style.length}`,
    );
  const href = style.attr("data-href") ?? "";
  if (!/^\/[\w.\-/]+\.css$/.test(href))
    fail(page, `the inlined global stylesheet's data-href is not a stylesheet path: "${href}"`);
  const { classes, styles, tags } = firstScreen(page);
  style.text(criticalCss(style.text(), classes, styles, tags));
  style.after(
    `<script>${inlineScript("stylesheet-loader", "loadStylesheetLater", [href])}</script>` +
      `<noscript><link rel="stylesheet" href="${href}"></noscript>`,
  );
}
