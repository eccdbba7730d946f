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
