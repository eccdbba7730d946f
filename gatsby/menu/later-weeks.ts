import { LATER_WEEKS } from "../../src/menu/marks";
import { fail, type Page } from "../post-build/html";

/**
 * The menu's weeks that only a later date shows (LaterWeeks) become a script data block: raw
 * text the browser does not parse into elements, style or lay out while the page loads,
 * nearly half of the menu's HTML. The inline script after it puts them in place when the
 * visitor's week needs them. Fails if the weeks hold anything that would end the block early.
 */
export function inertLaterWeeks(page: Page): void {
  const { $ } = page;
  $(`div[${LATER_WEEKS}]`).each((_, el) => {
    const html = ($(el).html() ?? "").replace(/&nbsp;/g, "\u00a0");
    if (/<\/?script/i.test(html)) fail(page, "the menu's later weeks hold a <script>");
    const block = $('<script type="text/html"></script>').attr(
      LATER_WEEKS,
      $(el).attr(LATER_WEEKS) ?? "",
    );
    block.text(html);
    $(el).replaceWith(block);
  });
}
