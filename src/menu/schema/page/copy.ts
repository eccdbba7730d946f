import { z } from "zod";
import { ALLERGENS, DIETS, KINDS, WEEKDAYS } from "../../../catalog/vocabulary";
import { text } from "../../../schema/fields";
import { nutritionTexts } from "../nutrition";
import { KEEP_BRACES } from "../../../schema/words";
import {
  ALLERGEN_CHOICES,
  DIET_CHOICES,
  KIND_CHOICES,
  WEEKDAY_CHOICES,
  WORDS_HINT,
  wordsFor,
} from "./choices";
import { filtersWords, yourWeekWords } from "./parts";
import { dishWords } from "../dish";

/*
 * The menu page's words (data/menu-page.json): its headings and lines, the names the site
 * gives each day, kind of dish, diet mark and allergen, the dish filters and a dish's page. They
 * follow the settings in the page's schema.
 */

export const copy = {
  /** "Prepared in a kitchen that also handles {allergens}...": the list is written by the build. */
  crossContact: text.meta({
    label: { en: "Warning about traces", ru: "Предупреждение о следах аллергенов" },
    hint: {
      en: `The site puts the kitchen's allergens in place of {allergens}: ${KEEP_BRACES.en}`,
      ru: `Вместо {allergens} сайт подставит аллергены кухни: ${KEEP_BRACES.ru}`,
    },
  }),
  /** Said after the traces, so that no mark reads as safe for coeliac disease or an allergy. */
  notSuitable: text.meta({
    label: { en: "Who the dishes do not suit", ru: "Кому блюда не подходят" },
    hint: {
      en: "Shown after the warning about traces on the menu and every dish's page: the marks say what a recipe holds, not that a dish is free of traces",
      ru: "Показывается после предупреждения о следах в меню и на странице каждого блюда: отметки говорят о составе рецепта, а не об отсутствии следов",
    },
  }),
  /** A kit's cooking time: "Cooking time: {minutes} min". */
  cookingTime: text.meta({
    label: { en: "Kit cooking time", ru: "Время готовки набора" },
    hint: {
      en: `The site puts the kit's minutes in place of {minutes}: ${KEEP_BRACES.en}`,
      ru: `Вместо {minutes} сайт подставит минуты готовки набора: ${KEEP_BRACES.ru}`,
    },
  }),
  title: text.meta({ label: { en: "Page heading", ru: "Заголовок страницы" } }),
  intro: text.meta({ label: { en: "Introduction", ru: "Вступление" } }),
  /** "Order by {date}, {time}". */
  cutoffText: text.meta({
    label: { en: "Last order line", ru: "Строка о сроке заказа" },
    hint: {
      en: `The site puts the last day and time to order in place of {date} and {time}: ${KEEP_BRACES.en}`,
      ru: `Вместо {date} и {time} сайт подставит последний день и время заказа: ${KEEP_BRACES.ru}`,
    },
  }),
  thisWeek: text.meta({
    label: {
      en: "The week being delivered (heading and switch)",
      ru: "Неделя, которую сейчас доставляют (заголовок и переключатель)",
    },
  }),
  nextWeek: text.meta({
    label: {
      en: "The week open for orders (switch)",
      ru: "Неделя, открытая для заказа (переключатель)",
    },
  }),
  weekOf: text.meta({
    label: { en: "A week's heading", ru: "Заголовок недели" },
    hint: {
      en: `The site puts the week's first and last delivery days in place of {from} and {to}: ${KEEP_BRACES.en}`,
      ru: `Вместо {from} и {to} сайт подставит первый и последний день доставки недели: ${KEEP_BRACES.ru}`,
    },
  }),
  laterWeeks: text.meta({
    label: { en: "Links to later weeks: heading", ru: "Ссылки на следующие недели: заголовок" },
  }),
  backToOrder: text.meta({
    label: {
      en: "Link back to the week open for orders",
      ru: "Ссылка назад к неделе, открытой для заказа",
    },
  }),
  preparing: z
    .strictObject({
      title: text.meta({ label: { en: "Heading", ru: "Заголовок" } }),
      text: text.meta({ label: { en: "Text", ru: "Текст" } }),
      expected: text.meta({
        label: { en: "When the next menu is expected", ru: "Когда ждать следующее меню" },
        hint: {
          en: `The site puts the Monday after the last published week in place of {date}: ${KEEP_BRACES.en}`,
          ru: `Вместо {date} сайт подставит понедельник после последней опубликованной недели: ${KEEP_BRACES.ru}`,
        },
      }),
      cta: text.meta({
        label: { en: "Button text", ru: "Текст кнопки" },
        hint: {
          en: "The button leads to the contact page",
          ru: "Кнопка ведёт на страницу контактов",
        },
      }),
    })
    .meta({
      label: { en: "While the next menu is not ready", ru: "Пока следующее меню не готово" },
    }),
  meals: z
    .strictObject({
      lunch: text.meta({ label: { en: "Lunch", ru: "Обед" } }),
      dinner: text.meta({ label: { en: "Dinner", ru: "Ужин" } }),
      kits: text.meta({ label: { en: "Kits of the week", ru: "Наборы недели" } }),
      lunchInstead: text.meta({
        label: { en: "Instead of lunch", ru: "Вместо обеда" },
        hint: {
          en: "Names a dish offered instead of the day's lunch",
          ru: "Подпись блюда, которое предлагается вместо обеда дня",
        },
      }),
      dinnerInstead: text.meta({
        label: { en: "Instead of dinner", ru: "Вместо ужина" },
        hint: {
          en: "Names a dish offered instead of the day's dinner",
          ru: "Подпись блюда, которое предлагается вместо ужина дня",
        },
      }),
      alternatives: text.meta({
        label: { en: "Alternatives of a day", ru: "Замены дня" },
        hint: {
          en: "Over the dishes a day offers for other diets, instead of its lunch or dinner",
          ru: "Над блюдами, которые день предлагает для других диет вместо обеда или ужина",
        },
      }),
      weekSwitch: text.meta({
        label: { en: "Week switch on a phone", ru: "Переключатель недель на телефоне" },
        hint: {
          en: "Names the choice between this week and the next, which a phone shows one at a time",
          ru: "Подпись выбора между этой и следующей неделей: телефон показывает их по одной",
        },
      }),
    })
    .meta({ label: { en: "Meal headings", ru: "Заголовки приёмов пищи" } }),
  days: wordsFor(WEEKDAYS, { en: "Day", ru: "День" }, WEEKDAY_CHOICES).meta({
    label: { en: "Names of the days", ru: "Названия дней недели" },
    hint: WORDS_HINT,
  }),
  kinds: wordsFor(KINDS, { en: "Kind of dish", ru: "Тип блюда" }, KIND_CHOICES).meta({
    label: { en: "Names of the kinds of dish", ru: "Названия типов блюд" },
    hint: WORDS_HINT,
  }),
  diets: wordsFor(DIETS, { en: "Diet mark", ru: "Отметка о диете" }, DIET_CHOICES).meta({
    label: { en: "Names of the diet marks", ru: "Названия отметок о диете" },
    hint: WORDS_HINT,
  }),
  allergens: wordsFor(ALLERGENS, { en: "Allergen", ru: "Аллерген" }, ALLERGEN_CHOICES).meta({
    label: { en: "Names of the allergens", ru: "Названия аллергенов" },
    hint: WORDS_HINT,
  }),
  /** The nutrients' names, and the nutrition table's columns. */
  nutrition: nutritionTexts
    .extend({
      perPortion: text.meta({ label: { en: "Per portion column", ru: "Столбец «на порцию»" } }),
      per100g: text.meta({ label: { en: "Per 100 g column", ru: "Столбец «на 100 г»" } }),
    })
    .meta({
      label: { en: "Nutrition table", ru: "Таблица пищевой ценности" },
      hint: {
        en: "The names of the nutrients and the headings of the table's columns",
        ru: "Названия веществ и заголовки столбцов таблицы",
      },
    }),
  noAllergens: text.meta({
    label: { en: "When a dish has no allergens", ru: "Если в блюде нет аллергенов" },
  }),
  ingredients: text.meta({ label: { en: "Ingredients heading", ru: "Заголовок «Состав»" } }),
  /** After an energy figure: "490 kcal". */
  kcalUnit: text.meta({
    label: { en: "Unit of calories", ru: "Единица калорий" },
    hint: {
      en: "Written after each figure of calories on the dish cards and in the nutrition table",
      ru: "Пишется после числа калорий на карточках блюд и в таблице, например «490 ккал»",
    },
  }),
  allergensTitle: text.meta({
    label: { en: "Allergens heading", ru: "Заголовок «Аллергены»" },
    hint: { en: "On a dish's page", ru: "На странице блюда" },
  }),
  /**
   * Before a dish's allergens on its card, with the language's own punctuation: "Allergens:",
   * "Ալերգեններ՝". No space at the end: the page puts the space (typesetting trims one).
   */
  allergensLabel: text.meta({
    label: { en: "Before a dish's allergens", ru: "Перед аллергенами блюда" },
    hint: {
      en: "On a dish's card, with the language's own punctuation (Allergens:) and no space at the end",
      ru: "На карточке блюда, с пунктуацией языка («Аллергены:») и без пробела в конце",
    },
  }),
  dietsTitle: text.meta({
    label: { en: "Before a dish's diet marks", ru: "Перед отметками о диете" },
    hint: {
      en: "Not shown: read aloud to blind visitors by their screen reader",
      ru: "Не видно на странице: его зачитывает незрячим посетителям программа экранного доступа",
    },
  }),
  filters: filtersWords,
  yourWeek: yourWeekWords,
  dish: dishWords,
};
