import { DIETS, type Allergen, type Diet, type Nutrition } from "./vocabulary";

/*
 * Diet marks follow from a dish's facts, so that a mark never contradicts what is in it:
 * a dish with milk is not marked "no dairy ingredients", one with gluten cereals not "no gluten
 * ingredients" (neither mark claims a dish free of traces: the kitchen handles both), one with meat
 * or fish not vegetarian, one with any animal product not vegan. Keto is a dish low in
 * carbohydrate whose energy comes mostly from fat. Mediterranean is a way of cooking, not a
 * figure: the owner marks it.
 */

export type DishFacts = {
  allergens: readonly Allergen[];
  animal: "none" | "dairy-egg" | "fish" | "meat";
  nutrition: Pick<Nutrition, "kcal" | "protein" | "fat" | "carbohydrates">;
  mediterranean?: boolean;
};

/** Per portion, set once in data/menu-page.json. */
export type Thresholds = {
  highProteinGrams: number;
  lowCalorieKcal: number;
  /** Keto: at most this many grams of carbohydrate per portion ... */
  ketoMaxCarbohydrates: number;
  /** ... and at least this share of the energy from fat, in percent. */
  ketoMinFatPercent: number;
};

/** The share of a dish's energy that comes from fat, in percent of the macronutrients' energy. */
export function fatPercent(n: Pick<Nutrition, "protein" | "fat" | "carbohydrates">): number {
  const total = energyFromMacros(n);
  return total === 0 ? 0 : (100 * 9 * n.fat) / total;
}

const FROM_ANIMALS: readonly Allergen[] = ["milk", "eggs", "fish", "crustaceans", "molluscs"];
const SEA: readonly Allergen[] = ["fish", "crustaceans", "molluscs"];

export function dietMarks(dish: DishFacts, thresholds: Thresholds): Diet[] {
  const has = (a: Allergen) => dish.allergens.includes(a);
  const marks: Record<Diet, boolean> = {
    vegetarian: (dish.animal === "none" || dish.animal === "dairy-egg") && !SEA.some(has),
    vegan: dish.animal === "none" && !FROM_ANIMALS.some(has),
    keto:
      dish.nutrition.carbohydrates <= thresholds.ketoMaxCarbohydrates &&
      fatPercent(dish.nutrition) >= thresholds.ketoMinFatPercent,
    mediterranean: dish.mediterranean === true,
    "no-gluten": !has("gluten"),
    "no-dairy": !has("milk"),
    "high-protein": dish.nutrition.protein >= thresholds.highProteinGrams,
    "low-calorie": dish.nutrition.kcal <= thresholds.lowCalorieKcal,
  };
  return DIETS.filter((d) => marks[d]);
}

/**
 * Facts that contradict each other: an allergen from animals on a dish said to hold none,
 * fish or seafood on a dish said to hold no fish or meat.
 */
export function animalConflicts(dish: Pick<DishFacts, "allergens" | "animal">): Allergen[] {
  const has = (a: Allergen) => dish.allergens.includes(a);
  if (dish.animal === "none") return FROM_ANIMALS.filter(has);
  if (dish.animal === "dairy-egg") return SEA.filter(has);
  return [];
}

/** Energy from the macronutrients, at 4 kcal per gram of protein and carbohydrate, 9 of fat. */
export const energyFromMacros = (n: Pick<Nutrition, "protein" | "fat" | "carbohydrates">) =>
  4 * n.protein + 4 * n.carbohydrates + 9 * n.fat;

/** How far the stated energy is from the macronutrients' (0.1 = 10%). */
export function energyGap(n: Nutrition): number {
  const computed = energyFromMacros(n);
  return computed === 0 ? 1 : Math.abs(n.kcal - computed) / computed;
}

export const ENERGY_TOLERANCE = 0.15;

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Nutrition per 100 g of a portion: energy in whole kcal, the rest to a tenth of a gram. */
export function per100g(n: Nutrition, portionGrams: number): Nutrition {
  const k = 100 / portionGrams;
  return {
    kcal: Math.round(n.kcal * k),
    protein: round1(n.protein * k),
    fat: round1(n.fat * k),
    carbohydrates: round1(n.carbohydrates * k),
    fibre: round1(n.fibre * k),
    salt: Math.round(n.salt * k * 100) / 100,
  };
}
