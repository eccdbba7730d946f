import { z } from "zod";
import { image, text, titled } from "../fields";
import { labelled } from "../words";
import { HEADING, UNDER_HEADING } from "./shared";

/*
 * The first screen of the meal plans page (data/meal-plans.json): its hero and its two tabs, the
 * ready meals' with the sample menu, the cooking kits' with what is included.
 */

/** A card of a grid of short points: its bold heading and a sentence under it. */
export const point = labelled(titled, {
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

export const hero = z
  .strictObject({
    title: text.meta({ label: { en: "Headline", ru: "Главный заголовок" } }),
    text: text.meta({ label: { en: "Text under the headline", ru: "Текст под заголовком" } }),
    image: image.meta({
      fact: true,
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
  .meta({ label: { en: "Top of the page", ru: "Верх страницы" } });

export const tabs = z
  .array(tab)
  .length(2)
  .meta({
    label: { en: "Two tabs", ru: "Две вкладки" },
    hint: {
      en: "The first is for ready meals (with the sample menu), the second for cooking kits (with what is included)",
      ru: "Первая — про готовые блюда (с примером меню), вторая — про наборы для готовки (с тем, что в них входит)",
    },
  });

export const sampleMenu = z
  .strictObject({
    title: text.meta({ label: HEADING }),
    text: text.meta({ label: UNDER_HEADING }),
    count: z
      .number()
      .int()
      .positive()
      .meta({ fact: true, label: { en: "Number of dishes shown", ru: "Сколько блюд показать" } }),
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
      label: { en: "Link to the weekly menu", ru: "Ссылка на меню недели" },
    }),
  })
  .meta({
    label: { en: "Sample menu", ru: "Пример меню" },
    hint: {
      en: "Under the ready-meal tab; the dishes are chosen in “Sample menu on the meal plans page”",
      ru: "Под вкладкой готовых блюд; сами блюда выбираются в разделе «Пример меню на странице планов»",
    },
  });

export const included = z
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
  });
