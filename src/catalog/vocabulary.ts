/*
 * The weekly menu's fixed lists, by stable id: the words for them are copy in each language
 * (data/menu-page.json). The schemas (src/menu/schema/index.ts) and the helpers both use them.
 */

/** The 14 major allergens (EU Regulation 1169/2011, Annex II), by stable id. */
export const ALLERGENS = [
  "gluten",
  "crustaceans",
  "eggs",
  "fish",
  "peanuts",
  "soybeans",
  "milk",
  "nuts",
  "celery",
  "mustard",
  "sesame",
  "sulphites",
  "lupin",
  "molluscs",
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/**
 * Diet marks; each follows from a dish's facts (src/catalog/diet.ts): Mediterranean is the one
 * the owner sets (a way of cooking, not a figure), the others are computed. "no-gluten" and
 * "no-dairy" say what the recipe holds, not that a dish is free of traces: the kitchen also
 * handles gluten and milk, so no dish is sold as safe for coeliac disease or a milk allergy.
 */
export const DIETS = [
  "vegetarian",
  "vegan",
  "keto",
  "mediterranean",
  "no-gluten",
  "no-dairy",
  "high-protein",
  "low-calorie",
] as const;
export type Diet = (typeof DIETS)[number];

/**
 * The diets the site promises (the FAQ, the meal plans): every delivery day of every week
 * offers a lunch and a dinner for each, counting the day's alternatives (the build checks it).
 */
export const PROMISED_DIETS = [
  "vegetarian",
  "vegan",
  "keto",
  "mediterranean",
  "no-gluten",
] as const satisfies readonly Diet[];

export const KINDS = ["ready", "kit"] as const;
export type Kind = (typeof KINDS)[number];

/** What animal products a dish holds: the one fact the vegetarian and vegan marks need. */
export const ANIMAL = ["none", "dairy-egg", "fish", "meat"] as const;

/** Delivery days of a week, by stable id. */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Nutrition of one portion: energy in kcal, the rest in grams. */
export type Nutrition = {
  kcal: number;
  protein: number;
  fat: number;
  carbohydrates: number;
  fibre: number;
  salt: number;
};
