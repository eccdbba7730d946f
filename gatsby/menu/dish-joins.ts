import { fill } from "../../src/lib/format";
import type { Lang } from "../../src/lib/languages";
import type { Thresholds } from "../../src/catalog/diet";

/*
 * Places that show a dish of the catalogue (the sample menu on /meal-plans, the landing's
 * photos) keep only which dish: its name, description, picture and figures are read from the
 * catalogue, so a calorie or a description is written once and every page agrees: the figures
 * as the dishes' own declaration wrote them out (`nutritionText`), never formatted again here.
 */

type Obj = Record<string, unknown>;
/** A dish of the catalogue as the joins read it. */
export type Dish = Obj & {
  slug: string;
  name: string;
  description: string;
  alt: string;
  image: string;
  nutrition: { kcal: number; protein: number };
  nutritionText: { kcal: string; protein: string };
};

function byDish(dishes: readonly Obj[]) {
  const known = new Map(dishes.map((d) => [d.slug, d as Dish]));
  return (entry: Obj): Dish => {
    const dish = known.get(entry.dish);
    // The data check has already refused an unknown dish; this guards a direct call.
    if (!dish) throw new Error(`no dish "${String(entry.dish)}" in data/dishes/`);
    return dish;
  };
}

/** The sample menu's days with their dish's name, description and figures written out. */
export function sampleMenuTexts(days: readonly Obj[], dishes: readonly Obj[]): Obj[] {
  const dishOf = byDish(dishes);
  return days.map((day) => {
    const { name, description, nutrition, nutritionText } = dishOf(day);
    return {
      ...day,
      meal: name,
      description,
      calories: nutrition.kcal,
      protein: nutrition.protein,
      caloriesText: nutritionText.kcal,
      proteinText: nutritionText.protein,
    };
  });
}

/** The landing's photos: the dish's name, picture and picture text; {kcal} in a caption filled. */
export function mealTexts(meals: readonly Obj[], dishes: readonly Obj[]): Obj[] {
  const dishOf = byDish(dishes);
  return meals.map((meal) => {
    const { name, alt, image, nutritionText } = dishOf(meal);
    const caption = fill(String(meal.caption), { kcal: nutritionText.kcal });
    return { ...meal, name, alt, image, caption };
  });
}

/** "Cereals containing gluten, Milk" as words inside a sentence: "cereals containing gluten and milk". */
export function allergenList(
  ids: readonly string[],
  names: readonly { slug: string; name: string }[],
  lang: Lang,
): string {
  const words = ids.map((id) =>
    (names.find((n) => n.slug === id)?.name ?? id).toLocaleLowerCase(lang),
  );
  return new Intl.ListFormat(lang, { type: "conjunction" }).format(words);
}

/**
 * The menu page's words with the build's texts: the calorie mark named by the threshold it is
 * computed from, kept once ("Up to 400 kcal"), and the warning about traces with the kitchen's
 * allergens written out.
 */
export function menuPageTexts(value: unknown, lang: Lang): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const page = value as Obj & {
    kitchenAllergens: string[];
    allergens: { slug: string; name: string }[];
    diets: { slug: string; name: string }[];
    thresholds: Thresholds;
    crossContact: string;
    notSuitable: string;
  };
  const allergens = allergenList(page.kitchenAllergens, page.allergens, lang);
  const kcal = String(page.thresholds.lowCalorieKcal);
  return {
    ...page,
    diets: page.diets.map((d) => ({ ...d, name: fill(d.name, { kcal }) })),
    crossContactText: `${fill(page.crossContact, { allergens })} ${page.notSuitable}`,
  };
}
