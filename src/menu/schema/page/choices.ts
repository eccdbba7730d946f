import type { Allergen, Diet, Kind, Weekday } from "../../../catalog/vocabulary";
import type { Words } from "../../../schema/words";

/*
 * The editor's names for the menu's fixed lists, in the owner's words (the site's own words
 * are copy, in data/menu-page.json): every form that offers one of these lists uses them.
 */
export const ALLERGEN_CHOICES: Record<Allergen, Words> = {
  gluten: { en: "Gluten (cereals)", ru: "Глютен (злаки)" },
  crustaceans: { en: "Crustaceans", ru: "Ракообразные" },
  eggs: { en: "Eggs", ru: "Яйца" },
  fish: { en: "Fish", ru: "Рыба" },
  peanuts: { en: "Peanuts", ru: "Арахис" },
  soybeans: { en: "Soy", ru: "Соя" },
  milk: { en: "Milk", ru: "Молоко" },
  nuts: { en: "Tree nuts", ru: "Орехи" },
  celery: { en: "Celery", ru: "Сельдерей" },
  mustard: { en: "Mustard", ru: "Горчица" },
  sesame: { en: "Sesame", ru: "Кунжут" },
  sulphites: { en: "Sulphites", ru: "Сульфиты" },
  lupin: { en: "Lupin", ru: "Люпин" },
  molluscs: { en: "Molluscs", ru: "Моллюски" },
};
export const WEEKDAY_CHOICES: Record<Weekday, Words> = {
  mon: { en: "Monday", ru: "Понедельник" },
  tue: { en: "Tuesday", ru: "Вторник" },
  wed: { en: "Wednesday", ru: "Среда" },
  thu: { en: "Thursday", ru: "Четверг" },
  fri: { en: "Friday", ru: "Пятница" },
  sat: { en: "Saturday", ru: "Суббота" },
  sun: { en: "Sunday", ru: "Воскресенье" },
};
export const KIND_CHOICES: Record<Kind, Words> = {
  ready: { en: "Ready-to-eat dish", ru: "Готовое блюдо" },
  kit: { en: "Ingredient kit", ru: "Набор для готовки" },
};
export const DIET_CHOICES: Record<Diet, Words> = {
  vegetarian: { en: "Vegetarian", ru: "Вегетарианское" },
  vegan: { en: "Vegan", ru: "Веганское" },
  keto: { en: "Keto", ru: "Кето" },
  mediterranean: { en: "Mediterranean", ru: "Средиземноморское" },
  "no-gluten": { en: "No gluten ingredients", ru: "Без глютена в составе" },
  "no-dairy": { en: "No dairy ingredients", ru: "Без молочных продуктов в составе" },
  "high-protein": { en: "High protein", ru: "Высокобелковое" },
  "low-calorie": { en: "Up to the calorie limit", ru: "До предела калорий" },
};
