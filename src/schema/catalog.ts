import { z } from "zod";
import { formatDays } from "../lib/format";
import { amount, entries, href, image, slug, text } from "./fields";
import { KEEP_BRACES, type Words } from "./words";

/** The groups of plans, in the order the site shows them. */
export const PLAN_FAMILIES = ["ready", "diy", "single"] as const;

/** The hint of an entry's key, which joins its texts in every language to its facts. */
const keyHint = (where: Words): Words => ({
  en: `${where.en}: lower-case latin letters, digits and dashes; do not change once published`,
  ru: `${where.ru}: строчные латинские буквы, цифры и дефисы; после публикации не меняйте`,
});

const plan = z.strictObject({
  slug: slug.meta({
    label: { en: "Key of the plan", ru: "Ключ плана" },
    hint: keyHint({
      en: "In the sign-up link of the plan's card and in each sign-up you receive",
      ru: "Стоит в ссылке на регистрацию с карточки плана и в каждой заявке",
    }),
  }),
  family: z.enum(PLAN_FAMILIES).meta({
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
    label: { en: "Price (dram)", ru: "Цена (драм)" },
    hint: {
      en: "Whole dram, digits only, e.g. 12500 (from 1,000 to 500,000)",
      ru: "Целое число драмов, только цифры, например 12500 (от 1 000 до 500 000)",
    },
  }),
  /** A key; the text shown for it is in ui.json (plans.period). */
  period: z.enum(["week", "once"]).meta({
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
      label: { en: "Delivery days a week", ru: "Дней доставки в неделю" },
      hint: {
        en: "Only for a weekly plan, whose price per day is its price divided by these days; leave empty for a one-time plan",
        ru: "Только для плана на неделю: цена за день — это его цена, делённая на эти дни; у разового плана оставьте пустым",
      },
    }),
  popular: z.boolean().meta({
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

/** A dish of the catalogue, by its slug: its name, figures and description are read from there. */
const dishRef = slug.meta({ ref: "dishes.json", label: { en: "Dish", ru: "Блюдо" } });

/** A day of the sample menu: the weekday's name, and the catalogue's dish served that day. */
const menuItem = z.strictObject({
  slug: slug.meta({
    label: { en: "Key of the day", ru: "Ключ дня" },
    hint: keyHint({
      en: "Joins the day's name in every language",
      ru: "Связывает название дня на всех языках",
    }),
  }),
  day: text.meta({ label: { en: "Name of the day", ru: "Название дня" } }),
  dish: dishRef.meta({
    hint: {
      en: "Chosen by name; its name, description and figures come from the dish",
      ru: "Выберите по названию; название, описание и цифры берутся из блюда",
    },
  }),
});
export const menu = entries(menuItem);
/** As pages read it: the dish's name, description and figures, written out in the page's language. */
export const menuShown = z.array(
  menuItem.extend({
    meal: text,
    description: text,
    calories: z.number().int().positive(),
    /** Grams of protein. */
    protein: z.number().positive(),
    caloriesText: text,
    proteinText: text,
  }),
);

export const testimonials = entries(
  z.strictObject({
    slug: slug.meta({
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
      .meta({ label: { en: "Stars (1 to 5)", ru: "Звёзды (от 1 до 5)" } }),
    emoji: text.meta({
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
export const steps = z
  .array(
    z.strictObject({
      title: text.meta({ label: { en: "Step heading", ru: "Заголовок шага" } }),
      text: text.meta({ label: { en: "Step text", ru: "Текст шага" } }),
    }),
  )
  .min(1);
/** A photo of the landing: a dish of the catalogue, with a caption that may name its {kcal}. */
const meal = z.strictObject({
  slug: slug.meta({
    label: { en: "Key of the photo", ru: "Ключ фото" },
    hint: keyHint({
      en: "Joins the photo's caption in every language",
      ru: "Связывает подпись к фото на всех языках",
    }),
  }),
  dish: dishRef.meta({
    hint: {
      en: "Chosen by name; the photo, its description and the name come from the dish",
      ru: "Выберите по названию; фото, его описание и название берутся из блюда",
    },
  }),
  caption: text.meta({
    label: { en: "Caption", ru: "Подпись" },
    hint: {
      en: `The site puts the dish's calories per portion in place of the word in curly braces: ${KEEP_BRACES.en}`,
      ru: `Вместо слова в фигурных скобках сайт подставит калорийность порции блюда: ${KEEP_BRACES.ru}`,
    },
  }),
});
export const meals = entries(meal);
/** As pages read it: the dish's name, picture and picture text, the caption's figure filled in. */
export const mealsShown = z.array(meal.extend({ name: text, alt: text, image }));

/** "Mon", "Mon-Fri": days as the site's opening hours write them (read by formatDays). */
const dayRange = z.string().superRefine((days, ctx) => {
  try {
    formatDays(days, "ru");
  } catch (err) {
    ctx.addIssue({ code: "custom", message: (err as Error).message });
  }
});
/** "09:00-12:00": a delivery window, 24-hour clock. */
const timeWindow = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, "must look like 09:00-12:00");

const district = z.strictObject({
  slug: slug.meta({
    label: { en: "Key of the district", ru: "Ключ района" },
    hint: keyHint({
      en: "Sent with a sign-up to name the customer's district",
      ru: "Приходит в заявке как район клиента",
    }),
  }),
  name: text.meta({ label: { en: "Name of the district", ru: "Название района" } }),
  days: z
    .array(
      dayRange.meta({
        label: { en: "Days", ru: "Дни" },
        hint: {
          en: "Short English day names: a range such as Mon-Fri, or one day such as Sat; the site translates them itself",
          ru: "Английские сокращения дней: диапазон вроде Mon-Fri или один день вроде Sat; на другие языки сайт переведёт их сам",
        },
      }),
    )
    .min(1)
    .meta({ label: { en: "Delivery days", ru: "Дни доставки" } }),
  windows: z
    .array(
      timeWindow.meta({
        label: { en: "Delivery hours", ru: "Часы доставки" },
        hint: {
          en: "From and to, 24-hour clock, such as 09:00-12:00",
          ru: "С и до, в 24-часовом формате, например 09:00-12:00",
        },
      }),
    )
    .min(1)
    .meta({ label: { en: "Delivery windows", ru: "Интервалы доставки" } }),
});
/** Yerevan's districts and when each gets deliveries. */
export const districts = entries(district);
/** As pages read it: the delivery days written out in the page's language. */
export const districtsShown = z.array(district.extend({ daysText: text }));
