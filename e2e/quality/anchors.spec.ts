import { localPath } from "../../src/lib/languages";
import { content } from "../support/content";
import { expect, test, visit } from "../support/fixtures";
import { nextFrames } from "../support/shell";
import { WIDTHS } from "../support/routes";

/*
 * Nothing hides under the fixed navigation bar at an #anchor, in the project's language.
 * (The layout at every width of every route and state is a gate of gates.spec.ts.)
 */
const { nav } = content();

// Sections reached through the navigation's #anchors start below the fixed bar.
// Where a section lands depends on the language (its texts' lengths), not on the theme (tagged
// @any-theme): once in each language, whichever theme its project has.
test.describe("#anchors land below the navigation bar", { tag: "@any-theme" }, () => {
  const anchors = nav.filter((n) => n.href.startsWith("/#"));
  // A phone and a desktop: the bar's height differs.
  for (const { href } of anchors)
    for (const width of [WIDTHS[1], WIDTHS[WIDTHS.length - 1]])
      test(`${href} at ${width}px`, async ({ open, lang }) => {
        const { page } = await open({ width, reducedMotion: "reduce" });
        await visit(page, localPath(href, lang));
        const id = decodeURIComponent(new URL(href, page.url()).hash.slice(1));
        const gapOf = () =>
          page.evaluate((id) => {
            const target = document.getElementById(id);
            const bar = document.querySelector("header")?.getBoundingClientRect();
            if (!target || !bar) return null;
            return target.getBoundingClientRect().top - bar.bottom;
          }, id);
        // The parts above the section get their real heights as they are laid out: judge
        // where it landed once it stays put from one frame to the next.
        let gap = await gapOf();
        await expect
          .poll(async () => {
            const before = gap;
            await nextFrames(page);
            gap = await gapOf();
            return gap === before;
          })
          .toBe(true);
        expect(gap, `${href}: the section and the bar exist`).not.toBeNull();
        expect(gap, `${href} starts under the bar`).toBeGreaterThanOrEqual(0);
      });
});
