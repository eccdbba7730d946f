import { isLang } from "../../src/lib/languages";
import { ALLERGENS } from "../../src/catalog/vocabulary";
import {
  allergenWordProblems,
  unnamedAllergenProblems,
  type AllergenWordsEntry,
} from "./allergen-words";
import type { WeekFile } from "./checks";
import type { Checked } from "../content/data-file";

/*
 * What the site promises about its dishes, checked on the data before a page is built: the
 * sample menu and the landing's photos name dishes that exist (their declarations say where
 * each shows its dish), a dish's copy declares the
 * allergens its ingredients carry and names its nuts, peanuts or sesame in its name or first
 * sentence (in every language), a kit cooks within the time the plans promise, every week
 * offers a kit for each day of the largest DIY
 * plan, and the kitchen's cross-contact statement names every allergen any dish holds.
 */

type Json = unknown;
type Obj = Record<string, Json>;
const isObject = (v: Json): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const list = (v: Json): Obj[] => (Array.isArray(v) ? v.filter(isObject) : []);
const strings = (v: Json): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];

const isAllergen = (id: string) => (ALLERGENS as readonly string[]).includes(id);

/**
 * Reads a file as the build reads it, by the name the checks give it: its facts
 * ("data/dishes.json") or a language's copy ("data/hy/dishes.json"); undefined when unreadable.
 */
export type Read = (where: string) => Json;

export function menuPromiseProblems(
  read: Read,
  label: string,
  langs: readonly string[],
  weeks: readonly WeekFile[],
): string[] {
  const dishesWhere = `${label}/dishes.json`;
  const pageWhere = `${label}/menu-page.json`;
  const dishes = list(read(dishesWhere));
  const page = read(pageWhere);
  const problems: string[] = [];
  const allergensOf = new Map(dishes.map((d) => [String(d.slug), strings(d.allergens)]));

  // Kits within the cooking time the plans promise.
  const max = isObject(page) ? page.kitMaxMinutes : undefined;
  if (typeof max === "number")
    dishes.forEach((d, i) => {
      if (d.kind === "kit" && typeof d.cookingMinutes === "number" && d.cookingMinutes > max)
        problems.push(
          `${dishesWhere}: [${i}].cookingMinutes: ${String(d.slug)} takes ${d.cookingMinutes} minutes to cook, the plans promise at most ${max} (${pageWhere}: kitMaxMinutes)`,
        );
    });

  // A kit for every day of the largest DIY plan.
  const diy = list(read(`${label}/plans.json`)).filter(
    (p) => p.family === "diy" && typeof p.days === "number",
  );
  const largest = diy.reduce<Obj | undefined>(
    (best, p) => (best && (best.days as number) >= (p.days as number) ? best : p),
    undefined,
  );
  if (largest)
    for (const week of weeks) {
      const kits = isObject(week.value) ? strings(week.value.kits) : [];
      const distinct = new Set(kits).size;
      if (distinct < (largest.days as number))
        problems.push(
          `${week.where}: kits: ${distinct} different kits, but the plan ${String(largest.slug)} delivers one a day on ${String(largest.days)} days (${label}/plans.json)`,
        );
    }

  // The cross-contact statement names every allergen the kitchen handles.
  const kitchen = isObject(page) ? strings(page.kitchenAllergens) : [];
  if (isObject(page) && Array.isArray(page.kitchenAllergens)) {
    const missing = new Map<string, string>();
    for (const [slug, allergens] of allergensOf)
      for (const a of allergens)
        // An id outside the 14 is the schema's to report.
        if (isAllergen(a) && !kitchen.includes(a) && !missing.has(a)) missing.set(a, slug);
    for (const [a, slug] of missing)
      problems.push(
        `${pageWhere}: kitchenAllergens: does not name ${a}, which ${slug} contains (${dishesWhere})`,
      );
  }

  // Allergens that a dish's copy names, in every language.
  for (const lang of langs) {
    if (!isLang(lang)) continue;
    const wordsWhere = `${label}/${lang}/allergen-words.json`;
    const rules = list(read(wordsWhere)) as AllergenWordsEntry[];
    const copyWhere = `${label}/${lang}/dishes.json`;
    const copy = list(read(copyWhere)).map((entry) => ({
      ...entry,
      slug: String(entry.slug),
      allergens: allergensOf.get(String(entry.slug)) ?? [],
    }));
    const where = { dishes: copyWhere, words: wordsWhere };
    const mealsWhere = `${label}/${lang}/meals.json`;
    const captions = list(read(mealsWhere));
    const shown = {
      where: mealsWhere,
      captions: new Map(
        list(read(`${label}/meals.json`)).map((m, at) => [
          String(m.dish),
          { at, caption: String(captions[at]?.caption ?? "") },
        ]),
      ),
    };
    problems.push(
      ...allergenWordProblems(copy, rules, lang, where),
      ...unnamedAllergenProblems(copy, rules, lang, where, shown),
    );
  }
  return problems;
}

/**
 * A file that shows dishes of the catalogue (the sample menu, the landing's photos) names
 * dishes that exist: `place` says where the owner sees entry {n}.
 */
export function namesDishes(place: string) {
  return (data: Checked, file: string): string[] => {
    const { label } = data;
    if (!data.files["dishes.json"]) return [];
    const dishesWhere = `${label}/dishes.json`;
    const known = new Set(list(data.read(dishesWhere)).map((d) => String(d.slug)));
    return list(data.read(`${label}/${file}`)).flatMap((entry, i) =>
      typeof entry.dish === "string" && !known.has(entry.dish)
        ? [
            `${label}/${file}: [${i}].dish: ${place.replace("{n}", String(i + 1))} shows "${entry.dish}", a dish that no longer exists in ${dishesWhere}. Choose another dish there, or add the dish back, and save again`,
          ]
        : [],
    );
  };
}
