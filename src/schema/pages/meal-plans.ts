import { z } from "zod";
import { text } from "../fields";
import { hero, included, point, sampleMenu, tabs } from "./meal-plans-tabs";
import { HEADING, UNDER_HEADING, page, section } from "./shared";

/*
 * The meal plans page (data/meal-plans.json; its photo and the number of sample dishes
 * are facts, in data/meal-plans.json): its sections (the first screen's, with its tabs, in
 * ./meal-plans-tabs.ts), while the plans themselves and the sample menu's dishes have files of
 * their own.
 */

export const mealPlans = z.strictObject({
  ...page,
  hero,
  tabs,
  sampleMenu,
  included,
  trial: section.meta({
    label: { en: "Trial offer", ru: "Пробный заказ" },
    hint: {
      en: "The section with the card of the one-time plan",
      ru: "Блок с карточкой разового плана",
    },
  }),
  readyGrid: section.meta({
    label: { en: "Ready-meal plans", ru: "Планы с готовыми блюдами" },
    hint: {
      en: "Above the cards of the weekly ready-meal plans",
      ru: "Над карточками планов с готовыми блюдами на неделю",
    },
  }),
  diyGrid: section.meta({
    label: { en: "Cooking-kit plans", ru: "Планы с наборами" },
    hint: {
      en: "Above the cards of the weekly cooking-kit plans",
      ru: "Над карточками планов с наборами для готовки на неделю",
    },
  }),
  strip: z
    .array(point)
    .min(1)
    .meta({
      label: { en: "Row of benefits", ru: "Ряд преимуществ" },
      hint: {
        en: "Short benefits in a row near the bottom of the page",
        ru: "Короткие преимущества в ряд ближе к концу страницы",
      },
    }),
  banner: z
    .strictObject({
      title: text.meta({ label: HEADING }),
      text: text.meta({ label: UNDER_HEADING }),
      cta: text.meta({
        label: { en: "Button text", ru: "Текст кнопки" },
        hint: {
          en: "The button leads to the sign-up page",
          ru: "Кнопка ведёт на страницу регистрации",
        },
      }),
    })
    .meta({
      label: { en: "Invitation at the bottom", ru: "Призыв внизу страницы" },
    }),
});
