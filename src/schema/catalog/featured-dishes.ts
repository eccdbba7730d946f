import { z } from "zod";
import { entries, image, slug, text } from "../fields";
import { KEEP_BRACES } from "../words";
import { keyHint, dishRef } from "./keys";

/*
 * Dishes of the catalogue the other pages show: the sample menu of the meal plans page and
 * the landing's photos. Each names a dish; its name, figures and picture are read from there.
 */

/** A day of the sample menu: the weekday's name, and the catalogue's dish served that day. */
const menuItem = z.strictObject({
  slug: slug.meta({
    fact: true,
    label: { en: "Key of the day", ru: "Ключ дня" },
    hint: keyHint({
      en: "Joins the day's name in every language",
      ru: "Связывает название дня на всех языках",
    }),
  }),
  day: text.meta({ label: { en: "Name of the day", ru: "Название дня" } }),
  dish: dishRef.meta({
    fact: true,
    hint: {
      en: "Chosen by name; its name, description and figures come from the dish",
      ru: "Выберите по названию; название, описание и цифры берутся из блюда",
    },
  }),
});
export const menu = entries(menuItem);
/** As pages read it: the dish's name, description and figures, written out in the page's language. */
export const menuShown = z.array(
  menuItem.extend({
    meal: text,
    description: text,
    calories: z.number().int().positive(),
    /** Grams of protein. */
    protein: z.number().positive(),
    caloriesText: text,
    proteinText: text,
  }),
);

/** A photo of the landing: a dish of the catalogue, with a caption that may name its {kcal}. */
const meal = z.strictObject({
  slug: slug.meta({
    fact: true,
    label: { en: "Key of the photo", ru: "Ключ фото" },
    hint: keyHint({
      en: "Joins the photo's caption in every language",
      ru: "Связывает подпись к фото на всех языках",
    }),
  }),
  dish: dishRef.meta({
    fact: true,
    hint: {
      en: "Chosen by name; the photo, its description and the name come from the dish",
      ru: "Выберите по названию; фото, его описание и название берутся из блюда",
    },
  }),
  caption: text.meta({
    label: { en: "Caption", ru: "Подпись" },
    hint: {
      en: `The site puts the dish's calories per portion in place of the word in curly braces: ${KEEP_BRACES.en}`,
      ru: `Вместо слова в фигурных скобках сайт подставит калорийность порции блюда: ${KEEP_BRACES.ru}`,
    },
  }),
});
export const meals = entries(meal);
/** As pages read it: the dish's name, picture and picture text, the caption's figure filled in. */
export const mealsShown = z.array(meal.extend({ name: text, alt: text, image }));
