/** @jest-environment node */
import { loadContent } from "../../content/snapshot";
import { dietCoverageProblems, kitShortfallWarning } from "../diet-coverage";
import { offerFromWeeks } from "../../../src/catalog/offer-from-weeks";
import { weekProblems, type WeekFile } from "../checks";
import { PROMISED_DIETS } from "../../../src/catalog/vocabulary";
import type { Week } from "../../../src/menu/schema";

type Dish = { slug: string; kind: string; diets: string[]; allergens: string[] };
const content = loadContent();
const facts = content.facts<unknown[]>("dishes.json");
const { thresholds } = content.facts<{ thresholds: unknown }>("menu-page.json");
const shown = content.read<Dish[]>("dishes.json", "en");
const weeks = content.folder<Week>("weeks");
const file = (week: Week): WeekFile => ({ where: `data/weeks/${week.monday}.json`, value: week });
const marksOf = (slug: string) => shown.find((d) => d.slug === slug)!.diets;

test("every published week offers each promised diet a lunch and a dinner every day", () => {
  expect(weeks.length).toBeGreaterThanOrEqual(5);
  expect(dietCoverageProblems(weeks.map(file), facts, thresholds)).toEqual([]);
  // As a visitor would count it: for each day, meal and diet, a dish that suits it.
  for (const week of weeks)
    for (const day of week.days)
      for (const meal of ["lunch", "dinner"] as const) {
        const offered = [day[meal], ...day[`${meal}Alternatives`]];
        for (const diet of PROMISED_DIETS)
          expect([
            week.monday,
            day.day,
            meal,
            diet,
            offered.some((s) => marksOf(s).includes(diet)),
          ]).toEqual([week.monday, day.day, meal, diet, true]);
      }
});

test("a day left without a promised diet fails, naming the week, the day, the meal and the diet", () => {
  const week = structuredClone(weeks[0]);
  const i = week.days.findIndex((d) => d.lunchAlternatives.length > 0);
  const day = week.days[i];
  const lacking = PROMISED_DIETS.filter((d) => !marksOf(day.lunch).includes(d));
  day.lunchAlternatives = [];
  const problems = dietCoverageProblems([file(week)], facts, thresholds);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(
    new RegExp(
      `^data/weeks/${week.monday}\\.json: days\\[${i}\\]\\.lunchAlternatives: the \\w+day lunch of the week of \\d+ \\w+ \\d{4} has no dish`,
    ),
  );
  for (const diet of lacking) expect(problems[0]).toContain(diet);
  expect(problems[0]).toMatch(/Add a ready dish .* to the lunch's alternatives and save again$/);
});

test("an alternative must be a ready dish that exists, and not the meal itself", () => {
  const week = structuredClone(weeks[0]);
  const kit = shown.find((d) => d.kind === "kit")!.slug;
  week.days[0].dinnerAlternatives = [week.days[0].dinner, "no-such-dish", kit];
  const problems = weekProblems([file(week)], facts, "data/dishes.json");
  expect(problems).toEqual([
    expect.stringMatching(
      /days\[0\]\.dinnerAlternatives\[0\]: .* which that dinner already offers/,
    ),
    expect.stringMatching(
      /days\[0\]\.dinnerAlternatives\[1\]: .*"no-such-dish", a dish that no longer exists/,
    ),
    expect.stringMatching(
      /days\[0\]\.dinnerAlternatives\[2\]: .*a cooking kit, but this place needs a ready-to-eat dish/,
    ),
  ]);
});

test("kits that cannot serve a promised diet every day warn, naming the week and the diet", () => {
  const kits = shown.filter((d) => d.kind === "kit").map((d) => d.slug);
  const week = { ...weeks[0], kits };
  const keto = (d: Dish) => (kits.includes(d.slug) ? { ...d, diets: [] } : d);
  const { offer } = offerFromWeeks([week], shown.map(keto));
  const warning = kitShortfallWarning(offer)!;
  expect(warning).toContain(`data/weeks/${week.monday}.json`);
  for (const diet of PROMISED_DIETS) expect(warning).toContain(`${diet} 0 of ${week.days.length}`);
  // Kits for every diet on every day: no warning.
  const every = shown.map((d) =>
    kits.includes(d.slug) ? { ...d, diets: [...PROMISED_DIETS] } : d,
  );
  expect(kitShortfallWarning(offerFromWeeks([week], every).offer)).toBeNull();
});
