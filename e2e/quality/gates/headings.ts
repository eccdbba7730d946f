import type { Page } from "@playwright/test";
import { expect } from "../../support/fixtures";

/*
 * Heading gate: one h1, first, and no skipped heading level. The outline is the components'
 * own, whatever the theme and the language of its texts.
 */
/** The visible headings in document order, with their levels. */
function headingOutline() {
  return [...document.querySelectorAll("h1, h2, h3, h4, h5, h6, [role=heading]")]
    .filter((h) => h.getClientRects().length > 0 && !h.closest("[aria-hidden=true], [hidden]"))
    .map((h) => ({
      level: Number(h.getAttribute("aria-level") ?? h.tagName.slice(1)),
      text: (h.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60),
    }));
}

/** Checks the outline of `page`; each finding fails softly. */
export async function headingsGate(page: Page) {
  const outline = await page.evaluate(headingOutline);
  const text = outline.map((h) => `${"  ".repeat(h.level - 1)}h${h.level} ${h.text}`).join("\n");
  expect
    .soft(
      outline.filter((h) => h.level === 1),
      `h1 count:\n${text}`,
    )
    .toHaveLength(1);
  expect.soft(outline[0]?.level, `the first heading is not the h1:\n${text}`).toBe(1);
  outline.forEach((h, i) => {
    if (i > 0)
      expect
        .soft(h.level, `"${h.text}" (h${h.level}) follows h${outline[i - 1].level}:\n${text}`)
        .toBeLessThanOrEqual(outline[i - 1].level + 1);
  });
}
