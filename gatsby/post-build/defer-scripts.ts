import { inlineScript } from "../inline-script";
import { fail, type Page } from "./html";

/**
 * Replaces Gatsby's `<script src async>` tags (its runtime, React and our code) with one
 * inline loader where the first one was: src/inline/script-loader.ts requests the same
 * scripts once the first screen is painted. Fails when the page has none.
 */
export function deferScripts(page: Page): void {
  const { $ } = page;
  const tags = $("body script[src][async]");
  if (tags.length === 0) fail(page, "no Gatsby script tags (<script src async>) found to defer");
  const sources = tags.toArray().map((tag) => $(tag).attr("src") as string);
  tags
    .first()
    .before(
      `<script>${inlineScript("script-loader", "loadScriptsAfterFirstScreen", [sources])}</script>`,
    );
  tags.remove();
}

/**
 * Takes the web manifest's `<link>` out of the served HTML: Gatsby's Head puts it back when
 * the page is hydrated, after its first screen. Browsers fetch a linked manifest (and the
 * icon it names) while the page loads, next to the hero picture. Installing the site as an
 * app needs the scripts anyway. A page without the link is left as it is.
 */
export function deferManifest(page: Page): void {
  page.$('head link[rel="manifest"]').remove();
}

/**
 * Gatsby's default head tags that no current browser acts on: the generator's name and
 * Internet Explorer's document mode. Every byte of the head counts against the first
 * round trip.
 */
export function dropInertMeta(page: Page): void {
  page.$('head meta[name="generator"], head meta[http-equiv="x-ua-compatible"]').remove();
}

/** The one script text every page uses to tell Gatsby's runtime which page it is. */
export const PAGE_PATH_SCRIPT = "window.pagePath=document.currentScript.dataset.pagePath";

/**
 * Gatsby writes each page's path into an inline script of its own (`window.pagePath="/ru"`),
 * so the Content-Security-Policy, which allows inline scripts by hash and is sent with every
 * response, needed one hash per page. The path moves to an attribute of one script that is
 * the same on every page. Fails when a page lacks Gatsby's script.
 */
export function sharePagePath(page: Page): void {
  const { $ } = page;
  const tag = $("script#gatsby-script-loader");
  const path = /window\.pagePath\s*=\s*("(?:[^"\\]|\\.)*")/.exec(tag.text() ?? "")?.[1];
  if (tag.length !== 1 || path === undefined)
    fail(page, 'no Gatsby page path script (<script id="gatsby-script-loader">) found');
  tag.attr("data-page-path", JSON.parse(path) as string).text(PAGE_PATH_SCRIPT);
}

/**
 * Gatsby's slices write the chunk map into every page as a JSON string inside a string
 * (`window.___chunkMapping="{\"app\":[...]}"`), about 230 bytes compressed. Its runtime
 * indexes it as an object (`___chunkMapping[chunkName] || []`), which on a string gives
 * nothing, so it only ever prefetches a page's data, never its component's chunk. An empty
 * object does exactly the same in fewer bytes. A page without the map is left as it is.
 */
export function emptyChunkMapping(page: Page): void {
  const tag = page.$("script#gatsby-chunk-mapping");
  const text = tag.text();
  const empty = text.replace(
    /window\.___chunkMapping\s*=\s*"(?:[^"\\]|\\.)*"/,
    "window.___chunkMapping={}",
  );
  if (empty !== text) tag.text(empty);
}

/**
 * The head's inline scripts (the stylesheet loader, the pre-paint script) become one, in
 * their order, where the last one was: one hash less in the Content-Security-Policy. Both
 * only start work that waits for the page (listeners, an attribute on <html>, the theme).
 */
export function joinHeadScripts(page: Page): void {
  const { $ } = page;
  const scripts = $("head script:not([src]):not([type])").toArray();
  if (scripts.length < 2) return;
  const last = $(scripts[scripts.length - 1]);
  last.text(scripts.map((el) => $(el).text().trim().replace(/;$/, "")).join(";"));
  for (const el of scripts.slice(0, -1)) $(el).remove();
}

/**
 * Gatsby ends every page with small inline scripts of its own (the page path, the chunk
 * mapping, the compilation hash), followed by the script loader: four texts, so four hashes
 * in the Content-Security-Policy that every response carries. They become one script, in
 * their order, with the same text on every page (the path stays in its attribute). Fails
 * when a page lacks Gatsby's page path script.
 */
export function joinEndScripts(page: Page): void {
  const { $ } = page;
  const first = $("script#gatsby-script-loader");
  if (first.length !== 1)
    fail(page, 'no Gatsby page path script (<script id="gatsby-script-loader">) found');
  const rest = first.nextAll("script:not([src]):not([type])");
  const text = [first, ...rest.toArray().map((el) => $(el))]
    .map((tag) => tag.text().trim().replace(/;$/, ""))
    .join(";");
  first.text(text);
  rest.remove();
  // Gatsby's markers of where its scripts slice went, and the indentation around them.
  first
    .parent()
    .contents()
    .filter((_, node) =>
      node.type === "comment"
        ? /^ slice-(start|end) /.test(node.data)
        : node.type === "text" && !node.data.trim(),
    )
    .remove();
}
