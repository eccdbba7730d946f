import { z } from "zod";
import { ALLERGENS, ANIMAL, DIETS, KINDS, WEEKDAYS } from "../lib/menu-vocabulary";
import { entries, image, slug, text } from "./fields";

/*
 * The weekly menu: a catalogue of dishes (facts once in data/dishes.json, copy per language in
 * data/<lang>/dishes.json), one file of facts per week in data/weeks/, and the menu page's
 * words and settings (data/menu-page.json and data/<lang>/menu-page.json).
 */

export { ALLERGENS, ANIMAL, DIETS, KINDS, WEEKDAYS } from "../lib/menu-vocabulary";
export type { Allergen, Diet, Kind, Weekday } from "../lib/menu-vocabulary";

const grams = z.number().min(0).max(1000);
export const nutrition = z.strictObject({
  kcal: z.number().int().positive(),
  protein: grams,
  fat: grams,
  carbohydrates: grams,
  fibre: grams,
  salt: grams,
});
export type Nutrition = z.infer<typeof nutrition>;

const dish = z.strictObject({
  slug,
  kind: z.enum(KINDS),
  image,
  /** Grams in one portion (a kit: one person's share once cooked). */
  portion: z.number().int().positive(),
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
const nutritionTexts = z.strictObject({
  kcal: text,
  protein: text,
  fat: text,
  carbohydrates: text,
  fibre: text,
  salt: text,
});
export const dishesShown = z.array(
  dish.extend({
    diets: z.array(z.enum(DIETS)),
    per100g: nutrition,
    /** Written out for the page's language at build time: "490", "42g", "1.6g". */
    nutritionText: nutritionTexts,
    per100gText: nutritionTexts,
    portionText: text,
  }),
);

export const dishes = entries(dish).superRefine((list, ctx) => {
  list.forEach((entry, i) => {
    const twice = entry.allergens.find((a, j) => entry.allergens.indexOf(a) !== j);
    if (twice)
      ctx.addIssue({ code: "custom", path: [i, "allergens"], message: `"${twice}" twice` });
  });
});

/**
 * The word for each id of a list, as a list of { slug, name } in the list's order (ids such
 * as "gluten-free" cannot be GraphQL field names): no id missing, none twice, none unknown.
 */
const wordsFor = <T extends readonly [string, ...string[]]>(ids: T) =>
  z.array(z.strictObject({ slug: z.enum(ids), name: text })).superRefine((list, ctx) => {
    const named = list.map((w) => w.slug);
    ids.forEach((id, i) => {
      if (named[i] !== id)
        ctx.addIssue({
          code: "custom",
          path: [i, "slug"],
          message: named.includes(id)
            ? `must be "${id}" (the list's order: ${ids.join(", ")})`
            : `"${id}" has no words (the list: ${ids.join(", ")})`,
        });
    });
    if (list.length > ids.length)
      ctx.addIssue({
        code: "custom",
        message: `${list.length} entries, the list has ${ids.length}`,
      });
  });

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must look like 18:00");

/** The menu page: its settings (facts) and its words (copy). */
export const menuPage = z.strictObject({
  /** Orders for a week close this many days before its Monday, at this time in Yerevan. */
  cutoff: z.strictObject({ daysBefore: z.number().int().min(1).max(7), time }),
  /** The thresholds of the computed marks, per portion. */
  thresholds: z.strictObject({
    highProteinGrams: z.number().positive(),
    lowCalorieKcal: z.number().int().positive(),
  }),
  title: text,
  intro: text,
  /** "Order by {date}, {time}". */
  cutoffText: text,
  thisWeek: text,
  nextWeek: text,
  preparing: z.strictObject({ title: text, text, cta: text }),
  meals: z.strictObject({ lunch: text, dinner: text, kits: text }),
  days: wordsFor(WEEKDAYS),
  kinds: wordsFor(KINDS),
  diets: wordsFor(DIETS),
  allergens: wordsFor(ALLERGENS),
  nutrition: z.strictObject({
    kcal: text,
    protein: text,
    fat: text,
    carbohydrates: text,
    fibre: text,
    salt: text,
    perPortion: text,
    per100g: text,
  }),
  noAllergens: text,
  ingredients: text,
  /** After an energy figure: "490 kcal". */
  kcalUnit: text,
  allergensTitle: text,
  dietsTitle: text,
  /** The filters above the week; count: "{count} of {total} dishes". */
  filters: z.strictObject({
    title: text,
    diet: text,
    without: text,
    kind: text,
    apply: text,
    clear: text,
    count: text,
    empty: text,
  }),
  /** A dish's page. */
  dish: z.strictObject({
    portion: text,
    nutritionTitle: text,
    onMenuTitle: text,
    notOnMenu: text,
    back: text,
    register: text,
    more: text,
  }),
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

/** One week of the menu (data/weeks/<monday>.json): facts only. */
/** A dish of the catalogue, by its slug: the editor offers the dishes by name. */
const dishRef = slug.meta({ ref: "dishes.json" });
export const week = z.strictObject({
  monday: isoDate.meta({ title: "Monday (YYYY-MM-DD)" }),
  days: z.array(z.strictObject({ day: z.enum(WEEKDAYS), lunch: dishRef, dinner: dishRef })).min(1),
  kits: z.array(dishRef),
});
export type Week = z.infer<typeof week>;
