import { z } from "zod";
import { text } from "../fields";
import { claims, figures, hero } from "./home-hero";
import { UNSEEN, placeholders } from "../words";
import { HEADING, UNDER_HEADING, page, section } from "./shared";

/*
 * The home page (data/home.json; its photo and figures are facts, the same in every language):
 * each section's texts (the first screen's in ./home-hero.ts), while the steps, reviews, plans and questions it shows have files of
 * their own.
 */

export const home = z.strictObject({
  ...page,
  hero,
  claims,
  figures,
  gallery: z
    .strictObject({
      title: text.meta({ label: HEADING }),
      text: text.meta({ label: UNDER_HEADING }),
      menuLink: text.meta({
        label: { en: "Link to the weekly menu", ru: "Ссылка на меню недели" },
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
