import type { Lang } from "../../src/lib/languages";
import { excerpt, textProblems } from "../typography-check";
import type { Page } from "./html";

/*
 * The copy's typography rules, checked again on the built Armenian and Russian pages: there
 * the texts are as code put them together (a label and its list, a date in a sentence, a
 * figure and its unit), which a check of data/ alone never sees.
 */

/** Elements whose text is read as one run: a paragraph, an item, a label, a heading. */
const RUNS =
  "title, p, li, dd, dt, td, th, label, legend, figcaption, caption, summary, h1, h2, h3, h4, h5, h6, a, button, option, div";
/** A run holds no block of its own: else its text would join two sentences into one. */
const BLOCKS =
  "p, div, li, ul, ol, dl, dt, dd, table, tr, section, article, header, footer, nav, form, fieldset, h1, h2, h3, h4, h5, h6";
const SKIPPED = "script, style, noscript, template";
/** A node of the parsed page, as far as these checks read it. */
type TreeNode = { parent: TreeNode | null; attribs?: Record<string, string> };

/** The page's language from its path: "hy/menu/index.html" is Armenian; English has none. */
export function pageLang(file: string): Lang | undefined {
  const first = file.split("/")[0];
  return first === "hy" || first === "ru" ? first : undefined;
}

/** Each text of the page in its language that breaks a rule: "public/<file>: <what> at <text>". */
export function pageTextProblems(page: Page, lang: Lang): string[] {
  const { $ } = page;
  const found = new Set<string>();
  // Which elements hold a block, and which sit in a skipped one, read once per page: asked of
  // each element in turn (.find, .closest), it took most of the post-build's time.
  const holdsBlock = new Set<TreeNode>();
  $(BLOCKS).each((_, el) => {
    for (let p = el.parent; p && !holdsBlock.has(p); p = p.parent) holdsBlock.add(p);
  });
  const skipped = new Set<TreeNode>($(SKIPPED).find("*").addBack().toArray());
  $(RUNS).each((_, el) => {
    if (holdsBlock.has(el) || skipped.has(el) || langOf(el) !== lang) return;
    const text = $(el)
      .text()
      .replace(/\s+/g, (s) => (s.includes("\u00a0") ? "\u00a0" : " "));
    for (const { index, what } of textProblems(text.trim(), lang))
      found.add(`public/${page.file}: ${what} at ${excerpt(text.trim(), index)}`);
  });
  return [...found];
}

/** The language an element is in: its own lang attribute, else its nearest ancestor's. */
function langOf(el: TreeNode): string | undefined {
  for (let node: TreeNode | null = el; node; node = node.parent)
    if (node.attribs?.lang !== undefined) return node.attribs.lang;
  return undefined;
}
