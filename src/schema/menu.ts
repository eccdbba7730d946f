import { z } from "zod";
import { ALLERGENS, ANIMAL, DIETS, KINDS, WEEKDAYS } from "../lib/menu-vocabulary";
import { entries, image, slug, text } from "./fields";
import { nutrition, nutritionTexts } from "./nutrition";

/*
 * The weekly menu: a catalogue of dishes (facts once in data/dishes.json, copy per language in
 * data/<lang>/dishes.json), one file of facts per week in data/weeks/, and the menu page's
 * words and settings (data/menu-page.json and data/<lang>/menu-page.json).
 */

export { ALLERGENS, ANIMAL, DIETS, KINDS, WEEKDAYS } from "../lib/menu-vocabulary";
export type { Allergen, Diet, Kind, Weekday } from "../lib/menu-vocabulary";

export { nutrition, type Nutrition } from "./nutrition";
export { menuPage, menuPageShown } from "./menu-page";

const dish = z.strictObject({
  slug,
  kind: z.enum(KINDS),
  image,
  /** Grams in one portion (a kit: one person's share once cooked). */
  portion: z.number().int().positive(),
  /** A kit's cooking time at home, in minutes (a ready dish has none: it is only reheated). */
  cookingMinutes: z.number().int().positive().max(180).optional().meta({
    title: "Cooking time of a kit (minutes)",
    description: "Only for a DIY kit: the minutes the customer spends cooking it.",
  }),
  /** Per portion. */
  nutrition,
  allergens: z.array(z.enum(ALLERGENS)),
  animal: z.enum(ANIMAL),
  name: text,
  description: text,
  ingredients: text,
  alt: text,
});
export type Dish = z.infer<typeof dish>;

/** As pages read a dish: with its computed diet marks and its nutrition per 100 g. */
export const dishesShown = z.array(
  dish.extend({
    diets: z.array(z.enum(DIETS)),
    per100g: nutrition,
    /** Written out for the page's language at build time: "490", "42g", "1.6g". */
    nutritionText: nutritionTexts,
    per100gText: nutritionTexts,
    portionText: text,
    /** A kit's cooking time written out: "20 min". */
    cookingText: text.optional(),
  }),
);

export const dishes = entries(dish).superRefine((list, ctx) => {
  list.forEach((entry, i) => {
    const twice = entry.allergens.find((a, j) => entry.allergens.indexOf(a) !== j);
    if (twice)
      ctx.addIssue({ code: "custom", path: [i, "allergens"], message: `"${twice}" twice` });
    if ((entry.kind === "kit") !== (entry.cookingMinutes !== undefined))
      ctx.addIssue({
        code: "custom",
        path: [i, "cookingMinutes"],
        message:
          entry.kind === "kit"
            ? "a kit states its cooking time in minutes"
            : "only a kit has a cooking time (a ready dish is reheated)",
      });
  });
});

/** The date of a Monday, as the week files and their names write it. */
export const isoDate = z.string().superRefine((d, ctx) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d))
    ctx.addIssue({ code: "custom", message: "must look like 2026-11-23" });
  else if (
    Number.isNaN(Date.parse(`${d}T00:00:00Z`)) ||
    !new Date(`${d}T00:00:00Z`).toISOString().startsWith(d)
  )
    ctx.addIssue({ code: "custom", message: `${d} is not a date` });
});

/** A dish of the catalogue, by its slug: the editor offers the dishes by name. */
const dishRef = slug.meta({ ref: "dishes.json" });
/** One week of the menu (data/weeks/<monday>.json): facts only. */
export const week = z.strictObject({
  monday: isoDate.meta({ title: "Monday (YYYY-MM-DD)" }),
  days: z.array(z.strictObject({ day: z.enum(WEEKDAYS), lunch: dishRef, dinner: dishRef })).min(1),
  kits: z.array(dishRef),
});
export type Week = z.infer<typeof week>;
