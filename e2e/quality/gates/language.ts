import type { Page } from "@playwright/test";
import type { Lang } from "../../../src/lib/languages";
import { expect } from "../../support/fixtures";
import { VISITOR } from "../../support/routes";

/*
 * Language gate, on the Armenian and Russian pages: the page says its language, shows only
 * words of it, and its internal links stay in it. Words do not depend on the theme.
 */

/**
 * Latin words a page in Armenian or Russian may show: names (the brand's, the networks' and
 * messengers', and the one the visitor typed into a form), and the legal term Impressum.
 */
const LATIN_ALLOWED = new Set([
  "Hamov",
  "Impressum",
  "Facebook",
  "Instagram",
  "LinkedIn",
  "WhatsApp",
  "Telegram",
  "Viber",
  ...VISITOR.name.split(" "),
]);

/**
 * Visible words of the page that are not in its language: Latin words (any Cyrillic on an
 * Armenian page), outside elements marked with another language (the switcher's "English",
 * the German legal headings), e-mail addresses and web addresses aside.
 */
function foreignWords(lang: Lang): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest("script, style, noscript, [hidden]")) continue;
    if (parent.closest("[lang]")?.getAttribute("lang") !== lang) continue;
    const style = getComputedStyle(parent);
    if (style.display === "none" || style.visibility === "hidden") continue;
    const text = (node.textContent ?? "").replace(/\S+@\S+|https?:\/\/\S+/g, " ");
    const words = text.match(lang === "hy" ? /[A-Za-z\u0400-\u04FF]{2,}/g : /[A-Za-z]{2,}/g);
    if (words) found.push(...words);
  }
  return found;
}

/** Checks `page`, a page in `lang` (not English); each finding fails softly. */
export async function languageGate(page: Page, lang: Lang) {
  const where = new URL(page.url()).pathname;
  await expect
    .soft(page.locator("html"), `${where} says its language`)
    .toHaveAttribute("lang", lang);
  const foreign = (await page.evaluate(foreignWords, lang)).filter((w) => !LATIN_ALLOWED.has(w));
  expect.soft(foreign, `${where}: words not in ${lang}`).toEqual([]);
  const hrefs = await page
    .locator('a[href^="/"]:not([hreflang])')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect.soft(hrefs.length, `${where} has internal links`).toBeGreaterThan(0);
  const elsewhere = hrefs.filter((href) => !new RegExp(`^/${lang}(?=$|/|#|\\?)`).test(href));
  expect.soft(elsewhere, `${where}: internal links out of ${lang}`).toEqual([]);
}
