import { week as weekSchema, type Week } from "../../src/menu/schema";
import { dietMarks, type DishFacts, type Thresholds } from "../../src/catalog/diet";
import { PROMISED_DIETS } from "../../src/catalog/vocabulary";
import { weekOffer, type Offer } from "../../src/catalog/offer";
import { offerFromWeeks } from "../../src/catalog/offer-from-weeks";
import { DAY_NAMES, dateInWords, type WeekFile } from "./checks";
import { isObject } from "../content/parts";

/*
 * The diets the site promises, read from the one model of what a subscriber eats
 * (src/catalog/offer.ts): a visitor of each promised diet gets a lunch and a dinner on every
 * delivery day of every week's ready-to-eat plans. A week that leaves a diet without one fails
 * the build, naming the week, the day, the meal and the diet. Kits are the week's: a diet its
 * kits cannot give one a day is only a warning (the plan finder then recommends another plan).
 */

type Json = unknown;

/** The catalogue's dishes with what the model reads: kind, diet marks, allergens. */
function catalogueOf(dishes: Json, thresholds: Thresholds) {
  const list = Array.isArray(dishes) ? dishes.filter(isObject) : [];
  return list.map((d) => {
    const facts = { allergens: [], ...d } as unknown as DishFacts;
    return {
      slug: String(d.slug),
      kind: String(d.kind),
      diets: isObject(d.nutrition) ? dietMarks(facts, thresholds) : [],
      allergens: facts.allergens,
    };
  });
}

/** The weeks the schema accepts, with where each is; the others are the schema's to report. */
function parsedWeeks(weeks: readonly WeekFile[]) {
  return weeks.flatMap((file) => {
    const parsed = weekSchema.safeParse(file.value);
    return parsed.success ? [{ where: file.where, week: parsed.data as Week }] : [];
  });
}

/**
 * Problems of the weeks that leave a promised diet without a lunch or a dinner on some day.
 * Dishes that do not exist are the other checks' to report.
 */
export function dietCoverageProblems(
  weeks: readonly WeekFile[],
  dishes: Json,
  thresholds: Json,
): string[] {
  if (!isObject(thresholds)) return [];
  const catalogue = catalogueOf(dishes, thresholds as Thresholds);
  const known = new Set(catalogue.map((d) => d.slug));
  const files = parsedWeeks(weeks);
  const { offer } = offerFromWeeks(
    files.map((f) => f.week),
    catalogue,
  );
  const problems: string[] = [];
  for (const { where, week } of files) {
    const model = offer.weeks.find((w) => w.monday === week.monday)!;
    const served = PROMISED_DIETS.map((diet) => ({
      diet,
      ready: weekOffer(offer, model, "ready", { diet: [diet], without: [] }),
    }));
    week.days.forEach((day, i) => {
      (["lunch", "dinner"] as const).forEach((meal, m) => {
        const offered = [day[meal], ...day[`${meal}Alternatives`]];
        if (offered.some((slug) => !known.has(slug))) return;
        const missing = served
          .filter((s) => s.ready.days[i].meals[m].dish === null)
          .map((s) => s.diet);
        if (missing.length > 0)
          problems.push(uncovered(where, week.monday, day.day, i, meal, missing));
      });
    });
  }
  return problems;
}

/**
 * A warning (kits do not stop the build) naming, week by week, the promised diets whose
 * visitors the week's kits cannot give one kit a delivery day, and on how many days they can;
 * null when every week's kits serve every promised diet.
 */
export function kitShortfallWarning(offer: Offer): string | null {
  const short = offer.weeks.flatMap((week) => {
    const kitless = PROMISED_DIETS.flatMap((diet) => {
      const { covered } = weekOffer(offer, week, "kit", { diet: [diet], without: [] });
      return covered < week.days.length ? [`${diet} ${covered} of ${week.days.length}`] : [];
    });
    return kitless.length > 0
      ? [
          `the week of ${dateInWords(week.monday)} (data/weeks/${week.monday}.json): ${kitless.join(", ")}`,
        ]
      : [];
  });
  return short.length > 0
    ? `the kits cannot give every diet the site promises one kit a delivery day (days served of the week's): ${short.join("; ")}. The plan finder recommends those visitors a ready-to-eat plan or a kit plan of as many days as their kits fill`
    : null;
}

function uncovered(
  where: string,
  monday: string,
  day: string,
  i: number,
  meal: "lunch" | "dinner",
  missing: readonly string[],
) {
  const many = missing.length > 1;
  return `${where}: days[${i}].${meal}Alternatives: the ${DAY_NAMES[day]} ${meal} of the week of ${dateInWords(monday)} has no dish for ${many ? "these diets" : "this diet"} the site promises: ${missing.join(", ")} (neither the ${meal} nor its alternatives suit ${many ? "them" : "it"}). Add a ready dish that suits ${many ? "each" : "it"} to the ${meal}'s alternatives and save again`;
}
