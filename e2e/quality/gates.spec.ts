import { expect, test as base } from "../support/fixtures";
import { openRoute, ROUTES } from "../support/routes";
import { axeGate } from "./gates/axe";
import { consoleGate, listenToConsole, type ConsoleRecord } from "./gates/console";
import { ENGLISH_GATES, type Gate } from "./gates/depends";
import { headingsGate } from "./gates/headings";
import { focusGate, tabGate } from "./gates/keyboard";
import { languageGate } from "./gates/language";
import { layoutGate } from "./gates/layout";
import { linksGate } from "./gates/links";

/*
 * The quality gates on every route and state: one visit per route and project, each gate
 * in a step of its own, in an order where none disturbs the next: the console is listened
 * to from the first request, links and axe read the page, the layout gate gives the
 * viewport back, and the Tab walk or the focus gate, which move the focus, come last. A
 * gate's findings fail softly: one gate failing hides no other's. Which projects run a gate
 * again depends on what its result depends on (./gates/depends.ts).
 */

/** Which gates a project runs (option `gates`; the English pages' by default). */
const test = base.extend<{ gates: Gate[] }>({
  gates: [ENGLISH_GATES, { option: true }],
});

/** Runs a gate's step; a gate that cannot finish fails softly too, and the next one runs. */
async function gate(title: string, body: () => Promise<void>) {
  try {
    await test.step(title, body);
  } catch (error) {
    expect.soft(error, `${title}: the gate could not finish`).toBeUndefined();
  }
}

test.describe("quality gates", () => {
  // Every gate's work on one visit.
  test.describe.configure({ timeout: 150_000 });
  for (const route of ROUTES)
    // A locked visitor's route exists on the gated preview only; a state another one shows
    // in full is visited in English only (playwright.config.ts).
    test(
      `${route.name} (${route.path})`,
      { tag: route.locked ? ["@gated"] : route.shownWithin ? ["@shown-within"] : [] },
      async ({ open, request, lang, copy, gates }) => {
        const runs = (g: Gate) => gates.includes(g);
        let heard: ConsoleRecord | undefined;
        const { page } = await openRoute(open, route, {
          clock: runs("console"),
          onPage: async (p) => {
            if (runs("console")) heard = await listenToConsole(p, route);
          },
        });
        if (heard) await gate("console stays clean", () => consoleGate(page, heard!));
        if (runs("links")) await gate("links lead somewhere", () => linksGate(page, open, request));
        if (runs("axe")) await gate("axe finds no violation", () => axeGate(page));
        if (runs("headings"))
          await gate("headings: one h1, first, and no skipped level", () => headingsGate(page));
        if (runs("language"))
          await gate(`only ${lang} words, and links that stay in ${lang}`, () =>
            languageGate(page, lang),
          );
        if (runs("layout")) await gate("layout holds at every width", () => layoutGate(page));
        if (runs("keyboard"))
          await gate("Tab: skip link first, every control reached, focus visible", () =>
            tabGate(page, copy.ui.skipLink),
          );
        if (runs("focus")) await gate("focus visible on every control", () => focusGate(page));
      },
    );
});
