/**
 * @jest-environment-options {"customExportConditions": ["node", "require"]}
 */
// Node's build of cheerio (below): jsdom's environment would pick its browser build, an ES module.
import { load } from "cheerio/slim";
import { renderToString } from "react-dom/server";
import { loadContent } from "../../../gatsby/content/snapshot";
import { menuContext } from "../../../gatsby/menu/context";
import { MENU_STATUS, MENU_WEEK } from "../marks";
import { MenuFilters } from "../menu-filters";
import { parseFilters } from "../../catalog/filter";
import { writeCounts } from "../first-paint";
import { filterModelOf } from "../from-context";
import { addDays } from "../../catalog/week";
import type { Week } from "../schema";
import type { Words } from "../dish-card";

/*
 * The counts a visitor reads before the page's scripts arrive (written by the first-paint
 * script into the built form) and after (React's) come from one filter model: for every
 * published week and every pair of one diet and one allergen left out, they are the same.
 */

// The inline script's text is esbuild's (which needs Node's own TextEncoder, not jsdom's);
// its code is imported here as it is: writeCounts.
jest.mock("../../../gatsby/inline-script", () => ({ inlineScript: () => "" }));

const content = loadContent();
const words = content.read<Words>("menu-page.json", "en");
const first = content
  .folder<Week>("weeks")
  .map((w) => w.monday)
  .sort()[0];
// A date in the first published week: its panels hold every published week.
const menu = menuContext(content, "en", addDays(first, 2));
const model = filterModelOf(menu);
const { diet, without } = model.allowed;
const weekPanels = menu.panels.filter((p) => p.weeks.length > 0).map((p) => p.key);

/** The page's form, parsed from `html`. */
function parsed(html: string): HTMLDivElement {
  const page = document.createElement("div");
  page.innerHTML = html;
  return page;
}

/** Every count the form shows: each option's, then the result's. */
const counts = (root: ParentNode) => [
  ...[...root.querySelectorAll("[data-count]")].map((c) => c.textContent),
  root.querySelector(`[${MENU_STATUS}]`)!.textContent,
];

/**
 * The same counts in the HTML React writes, read without building a document of it (jsdom's
 * parser took most of this test's time).
 */
function countsIn(html: string) {
  const $ = load(html, null, false);
  return [
    ...$("[data-count]")
      .toArray()
      .map((c) => $(c).text()),
    $(`[${MENU_STATUS}]`).first().text(),
  ];
}

test.each(weekPanels)("the panel %s: the first-paint script counts as React does", (panel) => {
  document.documentElement.setAttribute(MENU_WEEK, panel);
  // The built form: rendered without filters, for the build's own panel.
  window.history.replaceState(null, "", "/menu");
  const built = renderToString(
    <MenuFilters words={words} model={model} defaultPanel={menu.defaultPanel} />,
  );
  // One form for every pair: the script reads none of the counts, writes each one it writes
  // from the address alone and leaves the others as built, so no pair's counts depend on the
  // pair before (a copy of the form per pair took a third of this test's time, in jsdom).
  // The form replaces the previous panel's, even one a failed test left behind.
  const page = parsed(built);
  document.body.replaceChildren(page);
  const pairs = diet.flatMap((d) => without.map((a) => `?diet=${d}&without=${a}`));
  expect(pairs).toHaveLength(diet.length * without.length);
  for (const query of pairs) {
    window.history.replaceState(null, "", `/menu${query}`);
    writeCounts(model, panel, parseFilters(query, model.allowed));
    const beforeScripts = counts(page);
    // React's first render in the browser, at this address: the component reads the filters
    // from the address as it starts and counts as it renders (its effects count nothing).
    // Rendered to a string, with jsdom's window present, it runs the same code as a render
    // into the document, at a tenth of the time for the few hundred pairs.
    const afterScripts = countsIn(
      renderToString(<MenuFilters words={words} model={model} defaultPanel={menu.defaultPanel} />),
    );
    expect([query, ...afterScripts]).toEqual([query, ...beforeScripts]);
  }
});
