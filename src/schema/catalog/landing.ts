import { z } from "zod";
import { entries, href, slug, text } from "../fields";
import { keyHint } from "./keys";

/* The landing's lists: testimonials, the FAQ and the steps of how it works. */

export const testimonials = entries(
  z.strictObject({
    slug: slug.meta({
      fact: true,
      label: { en: "Key of the review", ru: "Ключ отзыва" },
      hint: keyHint({
        en: "Joins the review's texts in every language",
        ru: "Связывает тексты отзыва на всех языках",
      }),
    }),
    name: text.meta({ label: { en: "Customer's name", ru: "Имя клиента" } }),
    role: text.meta({
      label: { en: "Who the customer is", ru: "Кто клиент" },
      hint: {
        en: "Occupation or situation, such as New father",
        ru: "Профессия или жизненная ситуация, например «Молодой отец»",
      },
    }),
    content: text.meta({ label: { en: "Review", ru: "Текст отзыва" } }),
    rating: z
      .number()
      .int()
      .min(1)
      .max(5)
      .meta({ fact: true, label: { en: "Stars (1 to 5)", ru: "Звёзды (от 1 до 5)" } }),
    emoji: text.meta({
      fact: true,
      label: { en: "Portrait emoji", ru: "Эмодзи вместо фото" },
      hint: {
        en: "One emoji shown in place of a photo of the customer",
        ru: "Один эмодзи, который стоит вместо фото клиента",
      },
    }),
  }),
);

/** An answer may end with a link to the part of the site that says more. */
export const faq = z
  .array(
    z.strictObject({
      question: text.meta({ label: { en: "Question", ru: "Вопрос" } }),
      answer: text.meta({ label: { en: "Answer", ru: "Ответ" } }),
      link: z
        .strictObject({
          label: text.meta({ label: { en: "Link text", ru: "Текст ссылки" } }),
          href: href.meta({
            label: { en: "Link address", ru: "Адрес ссылки" },
            hint: {
              en: "An address on this site such as /meal-plans, or a full address starting with https://",
              ru: "Адрес на этом сайте, например /meal-plans, или полный адрес, начинающийся с https://",
            },
          }),
        })
        .optional()
        .meta({
          label: { en: "Link after the answer", ru: "Ссылка после ответа" },
          hint: {
            en: "Optional: leads to the part of the site that says more",
            ru: "Необязательно: ведёт туда, где на сайте рассказано подробнее",
          },
        }),
    }),
  )
  .min(1);
export const steps = z.array(
  z.strictObject({
    title: text.meta({ label: { en: "Step heading", ru: "Заголовок шага" } }),
    text: text.meta({ label: { en: "Step text", ru: "Текст шага" } }),
  }),
);
