import { z } from "zod";
import type { Allergen, Diet, Kind, Weekday } from "../../../catalog/vocabulary";
import { text } from "../../../schema/fields";
import type { Words } from "../../../schema/words";

/*
 * The editor's names for the menu's fixed lists, in the owner's words (the site's own words
 * are copy, in data/menu-page.json): every form that offers one of these lists uses them. And
 * the form of the site's own words for such a list (wordsFor).
 */
export const ALLERGEN_CHOICES: Record<Allergen, Words> = {
  gluten: { en: "Gluten (cereals)", ru: "Глютен (злаки)" },
  crustaceans: { en: "Crustaceans", ru: "Ракообразные" },
  eggs: { en: "Eggs", ru: "Яйца" },
  fish: { en: "Fish", ru: "Рыба" },
  peanuts: { en: "Peanuts", ru: "Арахис" },
  soybeans: { en: "Soy", ru: "Соя" },
  milk: { en: "Milk", ru: "Молоко" },
  nuts: { en: "Tree nuts", ru: "Орехи" },
  celery: { en: "Celery", ru: "Сельдерей" },
  mustard: { en: "Mustard", ru: "Горчица" },
  sesame: { en: "Sesame", ru: "Кунжут" },
  sulphites: { en: "Sulphites", ru: "Сульфиты" },
  lupin: { en: "Lupin", ru: "Люпин" },
  molluscs: { en: "Molluscs", ru: "Моллюски" },
};
export const WEEKDAY_CHOICES: Record<Weekday, Words> = {
  mon: { en: "Monday", ru: "Понедельник" },
  tue: { en: "Tuesday", ru: "Вторник" },
  wed: { en: "Wednesday", ru: "Среда" },
  thu: { en: "Thursday", ru: "Четверг" },
  fri: { en: "Friday", ru: "Пятница" },
  sat: { en: "Saturday", ru: "Суббота" },
  sun: { en: "Sunday", ru: "Воскресенье" },
};
export const KIND_CHOICES: Record<Kind, Words> = {
  ready: { en: "Ready-to-eat dish", ru: "Готовое блюдо" },
  kit: { en: "Ingredient kit", ru: "Набор для готовки" },
};
export const DIET_CHOICES: Record<Diet, Words> = {
  vegetarian: { en: "Vegetarian", ru: "Вегетарианское" },
  vegan: { en: "Vegan", ru: "Веганское" },
  keto: { en: "Keto", ru: "Кето" },
  mediterranean: { en: "Mediterranean", ru: "Средиземноморское" },
  "no-gluten": { en: "No gluten ingredients", ru: "Без глютена в составе" },
  "no-dairy": { en: "No dairy ingredients", ru: "Без молочных продуктов в составе" },
  "high-protein": { en: "High protein", ru: "Высокобелковое" },
  "low-calorie": { en: "Up to the calorie limit", ru: "До предела калорий" },
};

/** The hint of a list of words for a fixed list. */
export const WORDS_HINT: Words = {
  en: "One line for each, in this order: change only the words the site shows",
  ru: "По строке на каждый пункт, в этом порядке: меняйте только слова, которые видит посетитель",
};

/**
 * The word for each id of a list, as a list of { slug, name } in the list's order (ids such
 * as "gluten-free" cannot be GraphQL field names): no id missing, none twice, none unknown.
 * `item` names the id in the editor and `choices` each of its values.
 */
export const wordsFor = <T extends readonly [string, ...string[]]>(
  ids: T,
  item: Words,
  choices: Record<T[number], Words>,
) =>
  z
    .array(
      z.strictObject({
        slug: z.enum(ids).meta({ label: item, choices }),
        name: text.meta({ label: { en: "Word on the site", ru: "Как написано на сайте" } }),
      }),
    )
    .superRefine((list, ctx) => {
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
