/**
 * Gatsby ends every page with `<script src async>` tags for its runtime, React and our
 * code (about 100 KB compressed). Requested while the HTML is still being parsed, they
 * share a phone's slow link with the first screen: its text and its picture. After the
 * build, each page gets one small inline loader in their place that sends FIRST_SCREEN
 * (the full stylesheet and the pictures below the first screen go first, see
 * critical-css.ts) and requests the same scripts, still async and in the same order, once
 * the first screen is painted:
 *
 * - a page whose first screen shows a high-priority picture (the heroes): when the
 *   browser reports that picture as the largest paint, or a moment after it has loaded
 *   when it is not the largest;
 * - any other page: when the browser reports its first large paint;
 * - at the latest after three seconds (e.g. a tab opened in the background paints
 *   nothing until it is shown), and at once where the browser cannot report paints.
 *
 * The page is complete HTML before any script runs: text, links and pictures work; the
 * menu button, the FAQ, the tabs and the forms answer once the scripts are in (the forms
 * say method="post", so one sent before that puts no password into an address).
 */
/** The event the loader sends on window when it starts: the full stylesheet follows it too. */
export const FIRST_SCREEN = "hamov:first-screen";

export function loaderScript(sources: string[]): string {
  return `(function(){var s=${JSON.stringify(sources)},d=0;function l(){if(d)return;d=1;dispatchEvent(new Event(${JSON.stringify(FIRST_SCREEN)}));s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})}function n(){setTimeout(l,0)}var i=document.querySelector('img[fetchpriority="high"]');if(i&&!(i.checkVisibility?i.checkVisibility():i.getClientRects().length))i=null;try{new PerformanceObserver(function(x){x.getEntries().forEach(function(e){if(!i||e.element===i)n()})}).observe({type:"largest-contentful-paint",buffered:true})}catch(e){l()}if(i){var w=function(){setTimeout(l,250)};if(i.complete)w();else{i.addEventListener("load",w);i.addEventListener("error",w)}}setTimeout(l,3000)})()`;
}

const ASYNC_SCRIPT = /<script src="([^"<>]+)" async(?:="")?><\/script>/g;

/** The page with its async script tags replaced by one loader where the first one was. */
export function deferScripts(html: string): string {
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((m) => m[1]);
  if (sources.length === 0) return html;
  let first = true;
  return html.replace(ASYNC_SCRIPT, () => {
    if (!first) return "";
    first = false;
    return `<script>${loaderScript(sources)}</script>`;
  });
}
