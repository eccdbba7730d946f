import { z } from "zod";
import { image, text } from "../fields";
import { placeholders } from "../words";

/*
 * The first screen of the home page (data/home.json): the hero and its claims, whose figures are
 * facts, the same in every language.
 */

const figure = z.strictObject({
  value: z
    .number()
    .nonnegative()
    .meta({ label: { en: "Number", ru: "Число" } }),
  unit: z
    .enum(["percent", "kilogram"])
    .optional()
    .meta({
      label: { en: "Unit", ru: "Единица" },
      hint: {
        en: "Leave empty for a plain number, such as a rating of 4.9",
        ru: "Оставьте пустым для простого числа, например оценки 4,9",
      },
      choices: {
        percent: { en: "Percent (98%)", ru: "Проценты (98 %)" },
        kilogram: { en: "Kilograms (15 kg)", ru: "Килограммы (15 кг)" },
      },
    }),
});

export const hero = z
  .strictObject({
    badge: text.meta({
      label: { en: "Small badge above the headline", ru: "Плашка над заголовком" },
    }),
    title: text.meta({ label: { en: "Headline", ru: "Главный заголовок" } }),
    text: text.meta({ label: { en: "Text under the headline", ru: "Текст под заголовком" } }),
    trustPoints: z
      .array(text.meta({ label: { en: "Point", ru: "Пункт" } }))
      .min(1)
      .meta({
        label: { en: "Ticked points", ru: "Пункты с галочками" },
        hint: {
          en: "Short points with a tick, between the text and the button",
          ru: "Короткие пункты с галочкой между текстом и кнопкой",
        },
      }),
    cta: text.meta({
      label: { en: "Button text", ru: "Текст кнопки" },
      hint: {
        en: "The button leads to the sign-up page",
        ru: "Кнопка ведёт на страницу регистрации",
      },
    }),
    image: image.meta({
      fact: true,
      label: { en: "Photo", ru: "Фото" },
      hint: { en: "The large photo beside the headline", ru: "Большое фото рядом с заголовком" },
    }),
    imageAlt: text.meta({
      label: { en: "Description of the photo", ru: "Описание фото" },
      hint: {
        en: "What the photo shows, in words, for people who cannot see it",
        ru: "Что на фото, словами, для тех, кто его не видит",
      },
    }),
  })
  .meta({
    label: { en: "Top of the home page", ru: "Верх главной страницы" },
  });

/** Each claim's figure is a placeholder ("{rating}") for a fact of `figures`, written per language. */
export const claims = z
  .array(
    z.strictObject({
      value: text.meta({
        label: { en: "Figure", ru: "Цифра" },
        hint: placeholders(
          "{rating} is replaced by the average rating, {satisfaction} by the customer satisfaction, {weightLoss} by the weight loss and {hoursSaved} by the hours saved, as set in “Figures on the home page”; you may add a sign after it, such as +",
          "Вместо {rating} сайт подставит среднюю оценку, вместо {satisfaction} — долю довольных клиентов, {weightLoss} — снижение веса, {hoursSaved} — сэкономленные часы (всё это задаётся в разделе «Цифры на главной»); после можно добавить знак, например +",
        ),
      }),
      label: text.meta({ label: { en: "Caption under the figure", ru: "Подпись под цифрой" } }),
    }),
  )
  .min(1)
  .meta({
    label: { en: "Big figures", ru: "Крупные цифры" },
    hint: {
      en: "The row of big figures under the top of the home page",
      ru: "Ряд крупных цифр под верхним блоком главной",
    },
  });

export const figures = z
  .strictObject({
    rating: figure.meta({ label: { en: "Average rating", ru: "Средняя оценка" } }),
    satisfaction: figure.meta({
      label: { en: "Customer satisfaction", ru: "Довольные клиенты" },
    }),
    weightLoss: figure.meta({
      label: { en: "Average weight loss", ru: "Среднее снижение веса" },
    }),
    hoursSaved: figure.meta({
      label: { en: "Hours saved a week", ru: "Сэкономленные часы в неделю" },
    }),
  })
  .meta({
    fact: true,
    label: { en: "Figures on the home page", ru: "Цифры на главной" },
    hint: {
      en: "The numbers behind the big figures, the same in every language; each language writes them its own way",
      ru: "Числа для крупных цифр, одни на все языки; каждый язык запишет их по-своему",
    },
  });
