import { z } from "zod";
import { image, text } from "../fields";
import { UNSEEN, placeholders } from "../words";
import { HEADING, UNDER_HEADING, page, section } from "./shared";

/*
 * The home page (data/home.json; its photo and figures are facts, the same in every language):
 * each section's texts, while the steps, reviews, plans and questions it shows have files of
 * their own.
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

export const home = z.strictObject({
  ...page,
  hero: z
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
    }),
  /** Each claim's figure is a placeholder ("{rating}") for a fact of `figures`, written per language. */
  claims: z
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
    }),
  figures: z
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
      label: { en: "Figures on the home page", ru: "Цифры на главной" },
      hint: {
        en: "The numbers behind the big figures, the same in every language; each language writes them its own way",
        ru: "Числа для крупных цифр, одни на все языки; каждый язык запишет их по-своему",
      },
    }),
  gallery: z
    .strictObject({
      title: text.meta({ label: HEADING }),
      text: text.meta({ label: UNDER_HEADING }),
      menuLink: text.meta({
        label: { en: "Link to this week's menu", ru: "Ссылка на меню недели" },
      }),
    })
    .meta({ label: { en: "Dish photos", ru: "Фото блюд" } }),
  howItWorks: section.meta({
    label: { en: "How it works", ru: "Как это работает" },
    hint: {
      en: "The steps themselves are in “How it works (home page)”",
      ru: "Сами шаги — в разделе «Как это работает (главная)»",
    },
  }),
  testimonials: z
    .strictObject({
      title: text.meta({ label: HEADING }),
      text: text.meta({ label: UNDER_HEADING }),
      ratingLabel: text.meta({
        label: { en: "Rating, read aloud", ru: "Оценка вслух" },
        hint: placeholders(
          "Not shown on screen: a screen reader reads it for a review's stars to visitors who cannot see, with {rating} replaced by the stars, such as 5",
          "На экране не видно: так программа для незрячих прочтёт звёзды отзыва, а вместо {rating} подставит оценку, например 5",
        ),
      }),
    })
    .meta({
      label: { en: "Customer reviews", ru: "Отзывы клиентов" },
      hint: {
        en: "The reviews themselves are in “Customer reviews”",
        ru: "Сами отзывы — в разделе «Отзывы клиентов»",
      },
    }),
  pricing: z
    .strictObject({
      title: text.meta({ label: HEADING }),
      text: text.meta({ label: UNDER_HEADING }),
      highlights: z
        .array(text.meta({ label: { en: "Advantage", ru: "Преимущество" } }))
        .min(1)
        .meta({ label: { en: "Advantages", ru: "Преимущества" } }),
      readyTitle: text.meta({
        label: { en: "Heading over ready meals", ru: "Заголовок над готовыми блюдами" },
      }),
      diyTitle: text.meta({
        label: { en: "Heading over cooking kits", ru: "Заголовок над наборами" },
      }),
    })
    .meta({ label: { en: "Prices", ru: "Цены" } }),
  faq: z
    .strictObject({
      title: text.meta({ label: HEADING }),
      text: text.meta({ label: UNDER_HEADING }),
      supportTitle: text.meta({
        label: { en: "Help box: heading", ru: "Блок помощи: заголовок" },
        hint: {
          en: "The box under the questions with the support email and phone",
          ru: "Блок под вопросами с почтой и телефоном поддержки",
        },
      }),
      supportText: text.meta({ label: { en: "Help box: text", ru: "Блок помощи: текст" } }),
      emailLabel: text.meta({
        label: { en: "Email caption", ru: "Подпись к почте" },
        hint: UNSEEN,
      }),
      phoneLabel: text.meta({
        label: { en: "Phone caption", ru: "Подпись к телефону" },
        hint: UNSEEN,
      }),
    })
    .meta({
      label: { en: "Questions and answers", ru: "Вопросы и ответы" },
      hint: {
        en: "The questions themselves are in “Questions and answers”",
        ru: "Сами вопросы — в разделе «Вопросы и ответы»",
      },
    }),
});
