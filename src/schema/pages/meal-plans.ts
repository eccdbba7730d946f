import { z } from "zod";
import { image, text, titled } from "../fields";
import { labelled } from "../words";
import { HEADING, UNDER_HEADING, page, section } from "./shared";

/*
 * The meal plans page (data/meal-plans.json; its photo and the number of sample dishes
 * are facts, in data/meal-plans.json): its tabs and sections, while the plans themselves and the
 * sample menu's dishes have files of their own.
 */

/** A card of a grid of short points: its bold heading and a sentence under it. */
const point = labelled(titled, {
  title: { label: { en: "Heading of the card", ru: "Заголовок карточки" } },
  text: { label: { en: "Text of the card", ru: "Текст карточки" } },
});

const tab = z.strictObject({
  value: z
    .string()
    .regex(/^[a-z-]+$/)
    .meta({
      label: { en: "Key", ru: "Ключ" },
      hint: {
        en: "Appears in the page's address after ?tab=; lower-case latin letters and dashes; do not change once published",
        ru: "Стоит в адресе страницы после ?tab=; строчные латинские буквы и дефисы; после публикации не меняйте",
      },
    }),
  label: text.meta({ label: { en: "Name on the tab", ru: "Надпись на вкладке" } }),
  title: text.meta({ label: HEADING }),
  text: text.meta({ label: UNDER_HEADING }),
  benefits: z
    .array(point)
    .length(6)
    .meta({
      label: { en: "Six benefits", ru: "Шесть преимуществ" },
      hint: { en: "Cards under the text, in order", ru: "Карточки под текстом, по порядку" },
    }),
});

export const mealPlans = z.strictObject({
  ...page,
  hero: z
    .strictObject({
      title: text.meta({ label: { en: "Headline", ru: "Главный заголовок" } }),
      text: text.meta({ label: { en: "Text under the headline", ru: "Текст под заголовком" } }),
      image: image.meta({
        label: { en: "Photo", ru: "Фото" },
        hint: { en: "The photo beside the headline", ru: "Фото рядом с заголовком" },
      }),
      imageAlt: text.meta({
        label: { en: "Description of the photo", ru: "Описание фото" },
        hint: {
          en: "What the photo shows, in words, for people who cannot see it",
          ru: "Что на фото, словами, для тех, кто его не видит",
        },
      }),
    })
    .meta({ label: { en: "Top of the page", ru: "Верх страницы" } }),
  tabs: z
    .array(tab)
    .length(2)
    .meta({
      label: { en: "Two tabs", ru: "Две вкладки" },
      hint: {
        en: "The first is for ready meals (with the sample menu), the second for cooking kits (with what is included)",
        ru: "Первая — про готовые блюда (с примером меню), вторая — про наборы для готовки (с тем, что в них входит)",
      },
    }),
  sampleMenu: z
    .strictObject({
      title: text.meta({ label: HEADING }),
      text: text.meta({ label: UNDER_HEADING }),
      count: z
        .number()
        .int()
        .positive()
        .meta({ label: { en: "Number of dishes shown", ru: "Сколько блюд показать" } }),
      caloriesLabel: text.meta({
        label: { en: "Word after the calories", ru: "Слово после калорий" },
        hint: {
          en: "Shown after the number of calories of each dish",
          ru: "Стоит после числа калорий у каждого блюда",
        },
      }),
      proteinLabel: text.meta({
        label: { en: "Word after the protein", ru: "Слово после белка" },
        hint: {
          en: "Shown after the grams of protein of each dish",
          ru: "Стоит после граммов белка у каждого блюда",
        },
      }),
      menuLink: text.meta({
        label: { en: "Link to this week's menu", ru: "Ссылка на меню недели" },
      }),
    })
    .meta({
      label: { en: "Sample menu", ru: "Пример меню" },
      hint: {
        en: "Under the ready-meal tab; the dishes are chosen in “Sample menu on the meal plans page”",
        ru: "Под вкладкой готовых блюд; сами блюда выбираются в разделе «Пример меню на странице планов»",
      },
    }),
  included: z
    .strictObject({
      title: text.meta({ label: HEADING }),
      items: z
        .array(
          labelled(titled, {
            title: { label: { en: "What is included", ru: "Что входит" } },
            text: { label: { en: "Explanation", ru: "Пояснение" } },
          }),
        )
        .min(1)
        .meta({ label: { en: "Items", ru: "Пункты" } }),
    })
    .meta({
      label: { en: "What a kit includes", ru: "Что входит в набор" },
      hint: { en: "Under the cooking-kit tab", ru: "Под вкладкой наборов для готовки" },
    }),
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
