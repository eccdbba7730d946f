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
 * icon it names) while the page loads, next to the hero picture; measured with Lighthouse,
 * that made the landing's largest paint land one round trip later in about half the runs.
 * Installing the site as an app needs the scripts anyway. A page without the link is left
 * as it is: nothing then competes with its first screen.
 */
export function deferManifest(page: Page): void {
  page.$('head link[rel="manifest"]').remove();
}
