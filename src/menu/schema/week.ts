import { z } from "zod";
import { WEEKDAYS } from "../../catalog/vocabulary";
import { isoDate, slug } from "../../schema/fields";
import { WEEKDAY_CHOICES } from "./page";

/*
 * One week of the menu (data/weeks/<monday>.json): facts only, each day's dishes chosen from
 * the catalogue (data/dishes/) by name.
 */

/** A dish of the catalogue, by its slug: the editor offers the dishes of that kind by name. */
const readyRef = slug.meta({ ref: "dishes.json", only: { kind: "ready" } });
const kitRef = slug.meta({ ref: "dishes.json", only: { kind: "kit" } });
/** A ready-to-eat dish of a day of the week, chosen by name. */
const READY_HINT = {
  en: "A ready-to-eat dish, chosen by its name",
  ru: "Готовое блюдо, выберите его по названию",
};
/**
 * Ready dishes a subscriber on another diet gets instead of the day's lunch or dinner: with
 * them, every diet the site promises has a lunch and a dinner every day (the build checks it).
 */
const alternatives = z
  .array(readyRef.meta({ label: { en: "Dish", ru: "Блюдо" } }))
  // The editor writes no key for a list left empty: none.
  .default([]);
const ALTERNATIVES_HINT = {
  en: "Ready dishes for the diets the main dish does not suit (vegetarian, vegan, keto, Mediterranean, no gluten ingredients), chosen by name",
  ru: "Готовые блюда для диет, которым основное блюдо не подходит (вегетарианская, веганская, кето, средиземноморская, без глютена в составе), выберите по названию",
};

/** One week of the menu (data/weeks/<monday>.json): facts only. */
export const week = z.strictObject({
  monday: isoDate.meta({
    label: { en: "Week starting on Monday", ru: "Неделя с понедельника" },
  }),
  days: z
    .array(
      z.strictObject({
        day: z.enum(WEEKDAYS).meta({
          label: { en: "Day", ru: "День" },
          choices: WEEKDAY_CHOICES,
        }),
        lunch: readyRef.meta({ label: { en: "Lunch", ru: "Обед" }, hint: READY_HINT }),
        dinner: readyRef.meta({ label: { en: "Dinner", ru: "Ужин" }, hint: READY_HINT }),
        lunchAlternatives: alternatives.meta({
          label: { en: "Instead of lunch", ru: "Вместо обеда" },
          hint: ALTERNATIVES_HINT,
        }),
        dinnerAlternatives: alternatives.meta({
          label: { en: "Instead of dinner", ru: "Вместо ужина" },
          hint: ALTERNATIVES_HINT,
        }),
      }),
    )
    .min(1)
    .meta({
      label: { en: "Days of the week", ru: "Дни недели" },
      hint: {
        en: "One line for each day of delivery, with its lunch and dinner",
        ru: "По строке на каждый день доставки, с обедом и ужином",
      },
    }),
  kits: z
    .array(kitRef.meta({ label: { en: "Kit", ru: "Набор" } }))
    .meta({
      label: { en: "Ingredient kits of the week", ru: "Наборы для готовки на неделю" },
      hint: {
        en: "Kits only, chosen by name; may stay empty",
        ru: "Только наборы, выберите по названию; можно оставить пустым",
      },
    })
    // The editor writes no key for a list left empty: none.
    .default([]),
});
export type Week = z.infer<typeof week>;
