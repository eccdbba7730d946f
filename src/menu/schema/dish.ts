import { z } from "zod";
import { ALLERGENS, ANIMAL, DIETS, KINDS } from "../../catalog/vocabulary";
import { entries, image, slug, text } from "../../schema/fields";
import { KEEP_BRACES } from "../../schema/words";
import { nutrition, nutritionTexts } from "./nutrition";
import { ALLERGEN_CHOICES, KIND_CHOICES } from "./page/choices";

/*
 * A dish of the catalogue (data/dishes/<slug>.json, its facts and its copy in each language),
 * and the words its page names its fields with (the menu page's words, data/menu-page.json):
 * a field the dish page shows is declared here, with its label in the editor and its words.
 */

export const dish = z.strictObject({
  slug: slug.meta({
    fact: true,
    label: { en: "Key of the dish", ru: "Ключ блюда" },
    hint: {
      en: "In the address of the dish's page: lower-case latin letters, digits and dashes; do not change once published",
      ru: "Часть адреса страницы блюда: строчные латинские буквы, цифры и дефисы; после публикации не меняйте",
    },
  }),
  name: text.meta({ label: { en: "Name of the dish", ru: "Название блюда" } }),
  description: text.meta({ label: { en: "Description", ru: "Описание" } }),
  ingredients: text.meta({
    label: { en: "Ingredients", ru: "Состав" },
    hint: {
      en: "Separated by commas; the site checks them against the dish's allergens",
      ru: "Через запятую; сайт сверяет их с аллергенами блюда",
    },
  }),
  kind: z.enum(KINDS).meta({
    fact: true,
    label: { en: "Ready dish or kit", ru: "Готовое блюдо или набор" },
    choices: KIND_CHOICES,
  }),
  image: image.meta({
    fact: true,
    label: { en: "Photo", ru: "Фото" },
    hint: { en: "A JPG, PNG or WebP picture", ru: "Картинка в формате JPG, PNG или WebP" },
  }),
  /** Grams in one portion (a kit: one person's share once cooked). */
  alt: text.meta({
    label: { en: "Description of the photo", ru: "Описание фото" },
    hint: {
      en: "What the photo shows, in words, for people who cannot see it",
      ru: "Что изображено на фото, словами, для тех, кто его не видит",
    },
  }),
  portion: z
    .number()
    .int()
    .positive()
    .meta({
      fact: true,
      label: { en: "Portion (g)", ru: "Порция (г)" },
      hint: {
        en: "For a kit: one person's share once cooked",
        ru: "Для набора: порция на одного человека в готовом виде",
      },
    }),
  /** A kit's cooking time at home, in minutes (a ready dish has none: it is only reheated). */
  cookingMinutes: z
    .number()
    .int()
    .positive()
    .max(180)
    .optional()
    .meta({
      fact: true,
      label: { en: "Cooking time (minutes)", ru: "Время готовки (мин)" },
      hint: {
        en: "Only for a kit: the minutes the customer spends cooking it; leave empty for a ready dish",
        ru: "Только для набора: сколько минут клиент готовит его дома; у готового блюда оставьте пустым",
      },
    }),
  /** Per portion. */
  nutrition: nutrition.meta({
    fact: true,
    label: { en: "Nutrition per portion", ru: "Пищевая ценность на порцию" },
  }),
  allergens: z
    .array(
      z.enum(ALLERGENS).meta({
        label: { en: "Allergen", ru: "Аллерген" },
        choices: ALLERGEN_CHOICES,
      }),
    )
    .meta({
      fact: true,
      label: { en: "Allergens", ru: "Аллергены" },
      hint: {
        en: "Every one of the 14 major allergens in the dish; leave empty when there is none",
        ru: "Все из 14 основных аллергенов, которые есть в блюде; если их нет, оставьте пустым",
      },
    })
    // The editor writes no key for a list left empty: none.
    .default([]),
  animal: z.enum(ANIMAL).meta({
    fact: true,
    label: { en: "Animal products", ru: "Продукты животного происхождения" },
    hint: {
      en: "The site marks dishes vegetarian and vegan by this",
      ru: "По этому сайт отмечает блюда как вегетарианские и веганские",
    },
    choices: {
      none: { en: "None (plants only)", ru: "Нет (только растительное)" },
      "dairy-egg": {
        en: "Milk or eggs, no meat or fish",
        ru: "Молочное или яйца, без мяса и рыбы",
      },
      fish: { en: "Fish or seafood, no meat", ru: "Рыба или морепродукты, без мяса" },
      meat: { en: "Meat", ru: "Мясо" },
    },
  }),
  mediterranean: z
    .boolean()
    .meta({
      fact: true,
      label: { en: "Mediterranean cooking", ru: "Средиземноморская кухня" },
      hint: {
        en: "Tick for a dish cooked the Mediterranean way: vegetables, pulses, whole grains, olive oil, fish rather than red meat. The site marks it Mediterranean",
        ru: "Отметьте блюдо, приготовленное по-средиземноморски: овощи, бобовые, цельные злаки, оливковое масло, рыба вместо красного мяса. Сайт отметит его как средиземноморское",
      },
    })
    // The editor writes false for a box left unticked; a file without the key is not marked.
    .default(false),
});
/**
 * The words a dish's page names its fields with (the "dish" part of the menu page's words,
 * data/menu-page.json): "Portion: {grams}", its headings and links.
 */
export const dishWords = z
  .strictObject({
    portion: text.meta({
      label: { en: "Portion line", ru: "Строка о порции" },
      hint: {
        en: `The site puts the portion's weight in place of {grams}: ${KEEP_BRACES.en}`,
        ru: `Вместо {grams} сайт подставит вес порции: ${KEEP_BRACES.ru}`,
      },
    }),
    nutritionTitle: text.meta({
      label: { en: "Nutrition heading", ru: "Заголовок пищевой ценности" },
    }),
    onMenuTitle: text.meta({ label: { en: "On the menu heading", ru: "Заголовок «В меню»" } }),
    notOnMenu: text.meta({
      label: { en: "When on no menu", ru: "Если блюда нет в меню" },
    }),
    /** A day the dish is on the menu: "{date}: {meal}", with the language's punctuation. */
    onDay: text.meta({
      label: { en: "A day on the menu", ru: "День в меню" },
      hint: {
        en: `The site puts the day in place of {date}, and Lunch, Dinner, Instead of lunch or Instead of dinner in place of {meal}: ${KEEP_BRACES.en}`,
        ru: `Вместо {date} сайт подставит день, вместо {meal} — «Обед», «Ужин», «Вместо обеда» или «Вместо ужина»: ${KEEP_BRACES.ru}`,
      },
    }),
    /** A week the dish is one of the kits: "Week of {date}: DIY kit". */
    onWeek: text.meta({
      label: { en: "A week among the kits", ru: "Неделя среди наборов" },
      hint: {
        en: `The site puts the week's Monday (23 November) in place of {date}: ${KEEP_BRACES.en}`,
        ru: `Вместо {date} сайт подставит понедельник недели («23 ноября»): ${KEEP_BRACES.ru}`,
      },
    }),
    back: text.meta({ label: { en: "Back to the menu link", ru: "Ссылка назад к меню" } }),
    register: text.meta({ label: { en: "Sign-up button", ru: "Кнопка регистрации" } }),
    more: text.meta({ label: { en: "Details link", ru: "Ссылка «Подробнее»" } }),
  })
  .meta({ label: { en: "Dish page", ru: "Страница блюда" } });

export type Dish = z.infer<typeof dish>;

/** As pages read a dish: with its computed diet marks and its nutrition per 100 g. */
export const dishesShown = z.array(
  dish.extend({
    diets: z.array(z.enum(DIETS)),
    per100g: nutrition,
    /** Written out for the page's language at build time: "490", "42g", "1.6g". */
    nutritionText: nutritionTexts,
    per100gText: nutritionTexts,
    portionText: text,
    /** A kit's cooking time written out: "20 min". */
    cookingText: text.optional(),
  }),
);

export const dishes = entries(dish).superRefine((list, ctx) => {
  list.forEach((entry, i) => {
    const twice = entry.allergens.find((a, j) => entry.allergens.indexOf(a) !== j);
    if (twice)
      ctx.addIssue({ code: "custom", path: [i, "allergens"], message: `"${twice}" twice` });
    if ((entry.kind === "kit") !== (entry.cookingMinutes !== undefined))
      ctx.addIssue({
        code: "custom",
        path: [i, "cookingMinutes"],
        message:
          entry.kind === "kit"
            ? "a kit states its cooking time in minutes"
            : "only a kit has a cooking time (a ready dish is reheated)",
      });
  });
});
