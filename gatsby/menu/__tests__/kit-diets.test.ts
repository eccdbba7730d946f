import { loadContent } from "../../content/snapshot";
import type { Week } from "../../../src/menu/schema/index";

/*
 * The kits of every published week serve the diets visitors ask about most: a three-day kit
 * plan is filled for a vegetarian and for someone avoiding gluten ingredients. Read from the
 * content as the build shows it (each dish with its computed diet marks).
 */

const MIN_KITS_PER_DIET = 3;
const content = loadContent();
const dishes = content.read<{ slug: string; kind: string; diets: string[] }[]>("dishes.json", "en");
const weeks = content.folder<Week>("weeks");

describe.each(["vegetarian", "no-gluten"])("%s kits", (diet) => {
  test.each(weeks.map((w) => [w.monday, w] as const))(
    `the week of %s offers at least ${MIN_KITS_PER_DIET}`,
    (_monday, week) => {
      const fitting = new Set(
        week.kits.filter((slug) => dishes.find((d) => d.slug === slug)?.diets.includes(diet)),
      );
      expect(fitting.size).toBeGreaterThanOrEqual(MIN_KITS_PER_DIET);
    },
  );
});
