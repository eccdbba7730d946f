/** @jest-environment node */
import { loadContent } from "../../../gatsby/content/snapshot";
import { siteOffer } from "../../../gatsby/offer";
import { finderContext } from "../../../gatsby/finder/context";
import { menuContext } from "../../../gatsby/menu/context";
import { offerOf } from "../../finder/week-facts";
import { filterModelOf } from "../../menu/from-context";
import { matches, panelOf } from "../filter";
import { fittingDishes, weekOffer, type PlanKind } from "../offer";
import { ALLERGENS, DIETS } from "../vocabulary";

/*
 * The build's answer (the offer made once per build) and the browser's (the same code on the
 * data a page's context carries, after its trip through JSON) agree for every published week,
 * diet and allergen left out; and the menu's count of dishes that suit is the offer's.
 */

// The inline scripts' text is esbuild's: not what this test is about.
jest.mock("../../../gatsby/inline-script", () => ({ inlineScript: () => "" }));

const content = loadContent();
const built = siteOffer(content);
const first = built.offer.weeks[0].monday;
const page = JSON.parse(JSON.stringify(finderContext(content, "en", first))) as ReturnType<
  typeof finderContext
>;
const inBrowser = offerOf(page);
const pageSlugs = page.dishes.map((d) => d.slug);
const menu = menuContext(content, "en", first);
const slugsOf = (names: string[], list: (number | null)[]) =>
  list.map((i) => (i === null ? null : names[i]));
const choices = [
  { diet: [], without: [] },
  ...DIETS.flatMap((d) => ALLERGENS.map((a) => ({ diet: [d], without: [a] }))),
];

test.each(built.offer.weeks.map((w) => w.monday))("the week of %s", (monday) => {
  const week = built.offer.weeks.find((w) => w.monday === monday)!;
  const browserWeek = inBrowser.weeks.find((w) => w.monday === monday)!;
  for (const choice of choices)
    for (const kind of ["ready", "kit"] as PlanKind[]) {
      const served = (o: typeof inBrowser, w: typeof week, names: string[]) =>
        weekOffer(o, w, kind, choice).days.map((d) =>
          d.meals.map((m) => [slugsOf(names, [m.dish])[0], slugsOf(names, m.swaps)]),
        );
      expect([monday, kind, choice, served(inBrowser, browserWeek, pageSlugs)]).toEqual([
        monday,
        kind,
        choice,
        served(built.offer, week, built.slugs),
      ]);
    }
  const model = filterModelOf(menu);
  for (const choice of choices) {
    const onMenu = panelOf(model, monday).filter((d) => matches(d, { ...choice, kind: [] }));
    expect([monday, choice, onMenu.length]).toEqual([
      monday,
      choice,
      fittingDishes(built.offer, week, choice).length,
    ]);
  }
});
