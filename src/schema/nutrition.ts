import { z } from "zod";
import { text } from "./fields";

/** A dish's nutrients, in the order its nutrition table lists them. */
export const NUTRIENTS = ["kcal", "protein", "fat", "carbohydrates", "fibre", "salt"] as const;
type Nutrient = (typeof NUTRIENTS)[number];

const grams = z.number().min(0).max(1000);

/** Per portion (or per 100 g): energy in kcal, the others in grams. */
export const nutrition = z.strictObject({
  kcal: z.number().int().positive(),
  protein: grams,
  fat: grams,
  carbohydrates: grams,
  fibre: grams,
  salt: grams,
});
export type Nutrition = z.infer<typeof nutrition>;

/**
 * One text per nutrient: a dish's figures written out for a language ("490", "42g"), or
 * the nutrients' names.
 */
export const nutritionTexts = z.strictObject(
  Object.fromEntries(NUTRIENTS.map((n) => [n, text])) as Record<Nutrient, typeof text>,
);
