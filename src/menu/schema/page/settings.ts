import { z } from "zod";
import { ALLERGENS } from "../../../catalog/vocabulary";
import { ALLERGEN_CHOICES } from "./choices";

/*
 * The menu page's settings (data/menu-page.json, the same in every language): when orders for
 * a week close, the limits of the diet marks, the longest a kit may take to cook, and the
 * allergens the kitchen handles. They come first in the page's schema.
 */

const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must look like 18:00")
  .meta({
    label: { en: "Time", ru: "Время" },
    hint: {
      en: "Yerevan time, 24-hour clock, such as 18:00",
      ru: "По Еревану, в 24-часовом формате, например 18:00",
    },
  });

export const settings = {
  /** Orders for a week close this many days before its Monday, at this time in Yerevan. */
  cutoff: z
    .strictObject({
      daysBefore: z
        .number()
        .int()
        .min(1)
        .max(7)
        .meta({ label: { en: "Days before its Monday", ru: "За сколько дней до понедельника" } }),
      time,
    })
    .meta({
      fact: true,
      label: { en: "Last order for a week", ru: "Последний срок заказа" },
      hint: {
        en: "Orders for a week close this many days before its Monday, at this time",
        ru: "Заказы на неделю принимаются до этого времени, за столько дней до её понедельника",
      },
    }),
  /** The thresholds of the computed marks, per portion. */
  thresholds: z
    .strictObject({
      highProteinGrams: z
        .number()
        .positive()
        .meta({
          label: { en: "High protein from (g)", ru: "Высокобелковое от (г)" },
          hint: {
            en: "A dish with at least this much protein per portion is marked High protein",
            ru: "Блюдо, в порции которого белка не меньше, получает отметку «Высокобелковое»",
          },
        }),
      lowCalorieKcal: z
        .number()
        .int()
        .positive()
        .meta({
          label: { en: "Calorie mark up to (calories)", ru: "Отметка по калориям до (ккал)" },
          hint: {
            en: "A dish with at most this many calories per portion is marked “Up to” this figure",
            ru: "Блюдо, в порции которого калорий не больше, получает отметку «До» этого числа",
          },
        }),
      ketoMaxCarbohydrates: z
        .number()
        .positive()
        .meta({
          label: { en: "Keto: carbohydrates up to (g)", ru: "Кето: углеводов до (г)" },
          hint: {
            en: "A dish is marked Keto when it has at most this much carbohydrate per portion and enough of its energy from fat (below)",
            ru: "Блюдо получает отметку «Кето», если углеводов в порции не больше и достаточно энергии из жиров (ниже)",
          },
        }),
      ketoMinFatPercent: z
        .number()
        .int()
        .min(1)
        .max(100)
        .meta({
          label: { en: "Keto: energy from fat from (%)", ru: "Кето: энергии из жиров от (%)" },
          hint: {
            en: "The least share of a keto dish's calories that comes from fat",
            ru: "Наименьшая доля калорий кето-блюда, которая приходится на жиры",
          },
        }),
    })
    .meta({
      fact: true,
      label: { en: "Limits of the diet marks", ru: "Пороги отметок о диете" },
      hint: {
        en: "The site marks each dish by its figures per portion",
        ru: "Сайт ставит отметки каждому блюду по его цифрам на порцию",
      },
    }),
  /** The longest a kit may take to cook at home: what the plans promise (15-20 minutes). */
  kitMaxMinutes: z
    .number()
    .int()
    .positive()
    .meta({
      fact: true,
      label: { en: "Longest kit cooking time (minutes)", ru: "Макс. время готовки набора (мин)" },
      hint: {
        en: "What the plans promise: a kit that takes longer to cook is refused",
        ru: "Это обещают планы: набор, который готовится дольше, сайт не примет",
      },
    }),
  /** Every allergen handled in the kitchen: the cross-contact statement names them. */
  kitchenAllergens: z
    .array(
      z.enum(ALLERGENS).meta({
        label: { en: "Allergen", ru: "Аллерген" },
        choices: ALLERGEN_CHOICES,
      }),
    )
    .min(1)
    .meta({
      fact: true,
      label: { en: "Allergens in the kitchen", ru: "Аллергены на кухне" },
      hint: {
        en: "Every allergen the kitchen handles, at least each one in any dish: the menu's warning about traces names them",
        ru: "Все аллергены, с которыми работает кухня, и как минимум все, что есть в блюдах: их называет предупреждение о следах в меню",
      },
    }),
};
