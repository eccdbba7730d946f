/** @jest-environment node */
import { LATER_WEEKS, WEEK } from "../../../src/menu/marks";
import { parsePage, serializePage } from "../../post-build/html";
import { inertLaterWeeks } from "../later-weeks";

const page = (weeks: string) =>
  parsePage(
    "menu/index.html",
    `<html><head></head><body><div ${WEEK}="2026-11-23"></div>
<div ${LATER_WEEKS}="2026-11-30 up-2026-12-14" hidden>${weeks}</div><script>put()</script></body></html>`,
  );

describe("inertLaterWeeks", () => {
  it("turns the later weeks into a data block with the panels that need them", () => {
    const built = page(`<div ${WEEK}="2026-12-07"><p>Lunch<!-- -->: 1\u00a0000</p></div>`);
    inertLaterWeeks(built);
    const html = serializePage(built);
    expect(html).toContain(
      `<script type="text/html" ${LATER_WEEKS}="2026-11-30 up-2026-12-14"><div ${WEEK}="2026-12-07"><p>Lunch<!-- -->: 1\u00a0000</p></div></script><script>put()</script>`,
    );
    expect(html).not.toContain("hidden");
  });

  it("leaves a page without later weeks as it is", () => {
    const built = parsePage("contact/index.html", "<html><body><p>Hi</p></body></html>");
    const before = serializePage(built);
    inertLaterWeeks(built);
    expect(serializePage(built)).toBe(before);
  });

  it("stops the build when the weeks hold a script, which would end the block early", () => {
    expect(() => inertLaterWeeks(page("<script>x()</script>"))).toThrow(/menu\/index\.html/);
  });
});
