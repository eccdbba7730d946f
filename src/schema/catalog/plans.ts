import { z } from "zod";
import { amount, entries, slug, text } from "../fields";
import { keyHint } from "./keys";

/** The groups of plans, in the order the site shows them. */
export const PLAN_FAMILIES = ["ready", "diy", "single"] as const;

const plan = z.strictObject({
  slug: slug.meta({
    fact: true,
    label: { en: "Key of the plan", ru: "Ключ плана" },
    hint: keyHint({
      en: "In the sign-up link of the plan's card and in each sign-up you receive",
      ru: "Стоит в ссылке на регистрацию с карточки плана и в каждой заявке",
    }),
  }),
  family: z.enum(PLAN_FAMILIES).meta({
    fact: true,
    label: { en: "Kind of plan", ru: "Тип плана" },
    hint: {
      en: "Which group of plans it is shown in",
      ru: "В какой группе планов он показан",
    },
    choices: {
      ready: { en: "Ready-to-eat meals", ru: "Готовые блюда" },
      diy: { en: "Ingredient kits", ru: "Наборы для готовки" },
      single: { en: "Single Box (to try)", ru: "Разовый бокс (попробовать)" },
    },
  }),
  name: text.meta({ label: { en: "Name of the plan", ru: "Название плана" } }),
  subtitle: text.meta({ label: { en: "Line under the name", ru: "Строка под названием" } }),
  price: amount.meta({
    fact: true,
    label: { en: "Price (dram)", ru: "Цена (драм)" },
    hint: {
      en: "Whole dram, digits only, e.g. 12500 (from 1,000 to 500,000)",
      ru: "Целое число драмов, только цифры, например 12500 (от 1 000 до 500 000)",
    },
  }),
  /** A key; the text shown for it is in ui.json (plans.period). */
  period: z.enum(["week", "once"]).meta({
    fact: true,
    label: { en: "The price is", ru: "Цена указана" },
    choices: {
      week: { en: "Per week (subscription)", ru: "В неделю (подписка)" },
      once: { en: "One-time", ru: "Разово" },
    },
  }),
  /** Delivery days a week of a weekly plan: its price per day is the price divided by them. */
  days: z
    .number()
    .int()
    .min(1)
    .max(7)
    .optional()
    .meta({
      fact: true,
      label: { en: "Delivery days a week", ru: "Дней доставки в неделю" },
      hint: {
        en: "Only for a weekly plan, whose price per day is its price divided by these days; leave empty for a one-time plan",
        ru: "Только для плана на неделю: цена за день — это его цена, делённая на эти дни; у разового плана оставьте пустым",
      },
    }),
  popular: z.boolean().meta({
    fact: true,
    label: { en: "Most Popular badge", ru: "Отметка «Самый популярный»" },
    hint: {
      en: "Ticked, the card stands out with the badge",
      ru: "Если отмечено, карточка выделяется этой отметкой",
    },
  }),
  description: text.meta({ label: { en: "Description", ru: "Описание" } }),
  features: z
    .array(text.meta({ label: { en: "Point", ru: "Пункт" } }))
    .min(1)
    .meta({
      label: { en: "What is included", ru: "Что входит" },
      hint: {
        en: "One line for each point of the list on the card",
        ru: "По строке на каждый пункт списка на карточке",
      },
    }),
  cta: text.meta({
    label: { en: "Button text", ru: "Текст кнопки" },
    hint: {
      en: "The card's button, which leads to the sign-up page",
      ru: "Кнопка на карточке, ведущая на страницу регистрации",
    },
  }),
});

export const plans = entries(
  plan.superRefine((p, ctx) => {
    if ((p.period === "week") !== (p.days !== undefined))
      ctx.addIssue({
        code: "custom",
        path: ["days"],
        message: "a weekly plan has its delivery days a week, a one-time plan none",
      });
  }),
);
/** As pages read it: with the price written out in the page's language. */
export const plansShown = z.array(plan.extend({ priceText: text, perDayText: text.optional() }));
