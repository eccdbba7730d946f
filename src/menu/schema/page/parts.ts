import { z } from "zod";
import { text } from "../../../schema/fields";
import { KEEP_BRACES } from "../../../schema/words";

/*
 * The words of the menu page's parts that have a form group of their own in the editor: the
 * dish filters and the visitor's own week with filters chosen (data/menu-page.json, with the
 * rest of the page's words in ./copy.ts, and a dish's page's words beside the dish, ../dish.ts).
 */

/** The filters above the week; count: "{count} of {total} dishes". */
export const filtersWords = z
  .strictObject({
    title: text.meta({ label: { en: "Heading", ru: "Заголовок" } }),
    diet: text.meta({ label: { en: "Diet filter", ru: "Фильтр по диете" } }),
    without: text.meta({
      label: { en: "Allergen filter", ru: "Фильтр по аллергенам" },
      hint: {
        en: "Over the allergens a visitor leaves out",
        ru: "Над аллергенами, которые посетитель исключает",
      },
    }),
    kind: text.meta({ label: { en: "Kind of dish filter", ru: "Фильтр по типу блюда" } }),
    apply: text.meta({ label: { en: "Show button", ru: "Кнопка «Показать»" } }),
    clear: text.meta({ label: { en: "Clear button", ru: "Кнопка «Сбросить»" } }),
    count: text.meta({
      label: { en: "Dishes found", ru: "Сколько блюд найдено" },
      hint: {
        en: `The site puts the dishes shown in place of {count}, and all the week's dishes in place of {total}: ${KEEP_BRACES.en}`,
        ru: `Вместо {count} сайт подставит число показанных блюд, вместо {total} — всех блюд недели: ${KEEP_BRACES.ru}`,
      },
    }),
    empty: text.meta({
      label: { en: "When no dish matches", ru: "Если ни одно блюдо не подошло" },
    }),
    dayEmpty: text.meta({
      label: {
        en: "When no dish of a day matches",
        ru: "Если ни одно блюдо дня не подошло",
      },
      hint: {
        en: "Shown under the day's heading: suggest clearing one filter",
        ru: "Показывается под заголовком дня: предложите снять один из фильтров",
      },
    }),
  })
  .meta({ label: { en: "Dish filters", ru: "Фильтры блюд" } });
/**
 * The week a visitor's diets and allergens give them, day by day (the menu with filters):
 * how many days get every meal, the other dishes that suit a day, and a meal nothing suits.
 */
export const yourWeekWords = z
  .strictObject({
    covered: text.meta({
      label: { en: "Days with every meal", ru: "Дни со всеми блюдами" },
      hint: {
        en: `Over the week with filters. The site puts the days with every meal in place of {covered}, and the week's delivery days in place of {days}: ${KEEP_BRACES.en}`,
        ru: `Над неделей с фильтрами. Вместо {covered} сайт подставит число дней со всеми блюдами, вместо {days} — дней доставки недели: ${KEEP_BRACES.ru}`,
      },
    }),
    swaps: text.meta({
      label: { en: "Other dishes of a day", ru: "Другие блюда дня" },
      hint: {
        en: "Over a day's other dishes that suit the filters",
        ru: "Над другими блюдами дня, которые подходят под фильтры",
      },
    }),
    without: text.meta({
      label: {
        en: "Allergens left out, in a sentence",
        ru: "Исключённые аллергены в предложении",
      },
      hint: {
        en: `The site puts the allergens left out in place of {allergens}: ${KEEP_BRACES.en}`,
        ru: `Вместо {allergens} сайт подставит исключённые аллергены: ${KEEP_BRACES.ru}`,
      },
    }),
    lunch: text.meta({
      label: { en: "No lunch suits", ru: "Нет подходящего обеда" },
      hint: {
        en: `The site puts the day in place of {day}, and the visitor's diets and allergens left out in place of {choice}: ${KEEP_BRACES.en}`,
        ru: `Вместо {day} сайт подставит день, вместо {choice} — выбранные диеты и исключённые аллергены: ${KEEP_BRACES.ru}`,
      },
    }),
    dinner: text.meta({
      label: { en: "No dinner suits", ru: "Нет подходящего ужина" },
      hint: {
        en: `The site puts the day in place of {day}, and the visitor's diets and allergens left out in place of {choice}: ${KEEP_BRACES.en}`,
        ru: `Вместо {day} сайт подставит день, вместо {choice} — выбранные диеты и исключённые аллергены: ${KEEP_BRACES.ru}`,
      },
    }),
    kit: text.meta({
      label: { en: "No kit suits", ru: "Нет подходящего набора" },
      hint: {
        en: `The site puts the day in place of {day}, and the visitor's diets and allergens left out in place of {choice}: ${KEEP_BRACES.en}`,
        ru: `Вместо {day} сайт подставит день, вместо {choice} — выбранные диеты и исключённые аллергены: ${KEEP_BRACES.ru}`,
      },
    }),
  })
  .meta({ label: { en: "Your week (filters chosen)", ru: "Ваша неделя (с фильтрами)" } });
