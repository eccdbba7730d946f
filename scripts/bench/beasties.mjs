// The comparison the bench makes for the first-screen CSS: the same launch build, but each
// page's CSS made by beasties (the maintained successor of critters) instead of our own
// subsetter (gatsby/post-build/critical-css.ts). Our inline CSS and stylesheet loader are
// taken out, the page links the full stylesheet, and beasties inlines the rules the page
// uses and loads the stylesheet without blocking (its default "media" strategy). Everything
// else (scripts after the first screen, pictures) stays as built. `npm run bench -- --beasties`.
import fs from "node:fs";
import path from "node:path";
import Beasties from "beasties";
import { load } from "cheerio";

export const BEASTIES_ROUTES = ["/", "/meal-plans", "/contact"];

const fileOf = (route) => (route === "/" ? "index.html" : `${route.slice(1)}/index.html`);

/** A copy of the launch build in `outDir` whose pages' CSS beasties made. */
export async function beastiesVariant(publicDir, outDir) {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.cpSync(publicDir, outDir, { recursive: true });
  const beasties = new Beasties({
    path: outDir,
    publicPath: "/",
    preload: "media",
    pruneSource: false,
    logLevel: "silent",
  });
  for (const route of BEASTIES_ROUTES) {
    const file = path.join(outDir, fileOf(route));
    const $ = load(fs.readFileSync(file, "utf8"));
    const style = $('head style[data-identity="gatsby-global-css"]');
    const href = style.attr("data-href");
    if (!href) throw new Error(`${file}: no inlined global stylesheet to replace`);
    // Our stylesheet loader and its <noscript> follow the inline CSS.
    style.next("script").remove();
    style.next("noscript").remove();
    style.replaceWith(`<link rel="stylesheet" href="${href}">`);
    fs.writeFileSync(file, await beasties.process($.html()));
  }
}
