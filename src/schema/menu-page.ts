import { z } from "zod";
import { ALLERGENS, DIETS, KINDS, WEEKDAYS } from "../lib/menu-vocabulary";
import { text } from "./fields";
import { nutritionTexts } from "./nutrition";

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
  /** The longest a kit may take to cook at home: what the plans promise (15-20 minutes). */
  kitMaxMinutes: z
    .number()
    .int()
    .positive()
    .meta({ title: "Longest cooking time of a kit (minutes)" }),
  /** Every allergen handled in the kitchen: the cross-contact statement names them. */
  kitchenAllergens: z.array(z.enum(ALLERGENS)).min(1).meta({
    title: "Allergens handled in the kitchen",
    description: "Every allergen of any dish must be here: dishes and the menu name them all.",
  }),
  /** "Prepared in a kitchen that also handles {allergens}...": the list is written by the build. */
  crossContact: text,
  /** A kit's cooking time: "Cooking time: {minutes} min". */
  cookingTime: text,
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
  /** The nutrients' names, and the nutrition table's columns. */
  nutrition: nutritionTexts.extend({ perPortion: text, per100g: text }),
  noAllergens: text,
  ingredients: text,
  /** After an energy figure: "490 kcal". */
  kcalUnit: text,
  allergensTitle: text,
  /**
   * Before a dish's allergens on its card, with the language's own punctuation: "Allergens:",
   * "Ալերգեններ՝". No space at the end: the page puts the space (typesetting trims one).
   */
  allergensLabel: text,
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
    /** A day the dish is on the menu: "{date}: {meal}", with the language's punctuation. */
    onDay: text,
    back: text,
    register: text,
    more: text,
  }),
});

/** As pages read it: the cross-contact statement with the kitchen's allergens written out. */
export const menuPageShown = menuPage.extend({ crossContactText: text });
