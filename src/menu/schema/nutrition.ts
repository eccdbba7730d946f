import { z } from "zod";
import { text } from "../../schema/fields";

/** A dish's nutrients, in the order its nutrition table lists them. */
export const NUTRIENTS = ["kcal", "protein", "fat", "carbohydrates", "fibre", "salt"] as const;
type Nutrient = (typeof NUTRIENTS)[number];

const grams = z.number().min(0).max(1000);

/** Per portion (or per 100 g): energy in kcal, the others in grams. */
export const nutrition = z.strictObject({
  kcal: z
    .number()
    .int()
    .positive()
    .meta({
      label: { en: "Calories", ru: "Калории" },
      hint: {
        en: "A whole number, which must agree with the protein, fat and carbohydrates below (within 15%)",
        ru: "Целое число; должно сходиться с белками, жирами и углеводами ниже (с точностью до 15%)",
      },
    }),
  protein: grams.meta({ label: { en: "Protein (g)", ru: "Белки (г)" } }),
  fat: grams.meta({ label: { en: "Fat (g)", ru: "Жиры (г)" } }),
  carbohydrates: grams.meta({ label: { en: "Carbohydrates (g)", ru: "Углеводы (г)" } }),
  fibre: grams.meta({ label: { en: "Fibre (g)", ru: "Клетчатка (г)" } }),
  salt: grams.meta({ label: { en: "Salt (g)", ru: "Соль (г)" } }),
});
export type Nutrition = z.infer<typeof nutrition>;

/**
 * One text per nutrient: a dish's figures written out for a language ("490", "42g"), or
 * the nutrients' names.
 */
export const nutritionTexts = z.strictObject({
  kcal: text.meta({ label: { en: "Calories", ru: "Калории" } }),
  protein: text.meta({ label: { en: "Protein", ru: "Белки" } }),
  fat: text.meta({ label: { en: "Fat", ru: "Жиры" } }),
  carbohydrates: text.meta({ label: { en: "Carbohydrates", ru: "Углеводы" } }),
  fibre: text.meta({ label: { en: "Fibre", ru: "Клетчатка" } }),
  salt: text.meta({ label: { en: "Salt", ru: "Соль" } }),
} satisfies Record<Nutrient, typeof text>);
