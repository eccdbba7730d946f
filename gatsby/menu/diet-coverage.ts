import { week as weekSchema } from "../../src/menu/schema";
import { dietMarks, type DishFacts, type Thresholds } from "../../src/catalog/diet";
import { PROMISED_DIETS } from "../../src/catalog/vocabulary";
import { DAY_NAMES, dateInWords, type WeekFile } from "./checks";
import { isObject } from "../entry-parts";

/*
 * The diets the site promises, kept every day: each delivery day of each week offers a lunch
 * and a dinner for every promised diet, counting the day's alternatives. A week that leaves a
 * diet without one fails the build, naming the week, the day, the meal and the diet.
 */

type Json = unknown;

/** The diet marks of each dish of the catalogue's facts, by slug. */
function marksBySlug(dishes: Json, thresholds: Thresholds): Map<string, string[]> {
  const list = Array.isArray(dishes) ? dishes.filter(isObject) : [];
  return new Map(
    list.map((d) => {
      const facts = { allergens: [], ...d } as unknown as DishFacts;
      return [String(d.slug), isObject(d.nutrition) ? dietMarks(facts, thresholds) : []];
    }),
  );
}

/**
 * Problems of the weeks that leave a promised diet without a lunch or a dinner on some day.
 * Weeks the schema refuses, and dishes that do not exist, are the other checks' to report.
 */
export function dietCoverageProblems(
  weeks: readonly WeekFile[],
  dishes: Json,
  thresholds: Json,
): string[] {
  if (!isObject(thresholds)) return [];
  const marks = marksBySlug(dishes, thresholds as Thresholds);
  const problems: string[] = [];
  for (const file of weeks) {
    const parsed = weekSchema.safeParse(file.value);
    if (!parsed.success) continue;
    const week = parsed.data;
    week.days.forEach((day, i) => {
      for (const meal of ["lunch", "dinner"] as const) {
        const offered = [day[meal], ...day[`${meal}Alternatives`]];
        if (offered.some((slug) => !marks.has(slug))) continue;
        const missing = PROMISED_DIETS.filter(
          (diet) => !offered.some((slug) => marks.get(slug)!.includes(diet)),
        );
        if (missing.length > 0)
          problems.push(
            `${file.where}: days[${i}].${meal}Alternatives: the ${DAY_NAMES[day.day]} ${meal} of the week of ${dateInWords(week.monday)} has no dish for ${missing.length > 1 ? "these diets" : "this diet"} the site promises: ${missing.join(", ")} (neither the ${meal} nor its alternatives suit ${missing.length > 1 ? "them" : "it"}). Add a ready dish that suits ${missing.length > 1 ? "each" : "it"} to the ${meal}'s alternatives and save again`,
          );
      }
    });
  }
  return problems;
}
