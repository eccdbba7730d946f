import type { ZodType } from "zod";
import {
  PLAN_FAMILIES,
  districts,
  districtsShown,
  faq,
  meals,
  mealsShown,
  menu,
  menuShown,
  plans,
  plansShown,
  steps,
  testimonials,
} from "./catalog";
import { contact, home, impressum, mealPlans, register } from "./pages";
import { leads } from "./leads";
import { allergenWords } from "../menu/schema/allergen-words";
import { dishes, dishesShown, menuPage, menuPageShown, week } from "../menu/schema/index";
import { navigation, site, siteShown, ui } from "./site";
import { planFinder } from "../finder/schema";
import { firstDelivery } from "../delivery/schema";
import type { Words } from "./words";

export type { Words } from "./words";

export type DataFile = {
  /** The file's name in the editor, in the owner's words. */
  label: Words;
  /** The file's content in one language: its copy and its facts put together. */
  schema: ZodType;
  /**
   * The fields that do not depend on language ("price", "address.postalCode"), from the file
   * or from each entry of a list. The file keeps a part per language ({"en": ..., "hy": ...});
   * the facts are written once, in the first language's part; the rest is each language's copy.
   */
  facts?: readonly string[];
  /** What pages read, when the build adds texts of its own (prices written out...). */
  shown?: ZodType;
  /**
   * A list kept one file per entry, so that each entry is one form in the editor: the folder
   * is named after the file (data/dishes/), each entry's file after its slug (tolma.json).
   * `order` gives the site's order of the entries; without it they follow their file names.
   */
  perEntry?: {
    /** One entry's name ("Dish"), for the editor's buttons. */
    one: Words;
    order?: (a: Record<string, unknown>, b: Record<string, unknown>) => number;
  };
};

const FAMILIES: readonly string[] = PLAN_FAMILIES;

/** Every file of content and the schema it must satisfy. A file not listed here fails the build. */
export const dataFiles: Record<string, DataFile> = {
  "site.json": {
    label: { en: "Contacts, hours and legal details", ru: "Контакты, часы работы и реквизиты" },
    schema: site,
    facts: [
      "brand",
      "currency",
      "email",
      "phone",
      "supportEmail",
      "supportPhone",
      "hours",
      "socials",
      "shareImage",
      "address.postalCode",
      "legal.registerNumber",
      "legal.taxId",
    ],
    shown: siteShown,
  },
  "ui.json": {
    label: { en: "Buttons and short texts across the site", ru: "Кнопки и короткие тексты сайта" },
    schema: ui,
  },
  "navigation.json": {
    label: { en: "Menu bar at the top", ru: "Меню вверху страницы" },
    schema: navigation,
  },
  "plans.json": {
    label: { en: "Meal plans", ru: "Планы питания" },
    schema: plans,
    facts: ["slug", "family", "price", "period", "days", "popular"],
    shown: plansShown,
    // Ready-to-eat plans first, then the kits, then the single box; fewer days first.
    perEntry: {
      one: { en: "Plan", ru: "План" },
      order: (a, b) =>
        FAMILIES.indexOf(String(a.family)) - FAMILIES.indexOf(String(b.family)) ||
        Number(a.days ?? 0) - Number(b.days ?? 0),
    },
  },
  "menu.json": {
    label: { en: "Sample menu on the meal plans page", ru: "Пример меню на странице планов" },
    schema: menu,
    facts: ["slug", "dish"],
    shown: menuShown,
  },
  "testimonials.json": {
    label: { en: "Customer reviews", ru: "Отзывы клиентов" },
    schema: testimonials,
    facts: ["slug", "rating", "emoji"],
  },
  "faq.json": { label: { en: "Questions and answers", ru: "Вопросы и ответы" }, schema: faq },
  "steps.json": {
    label: { en: "How it works (home page)", ru: "Как это работает (главная)" },
    schema: steps,
  },
  "meals.json": {
    label: { en: "Meal photos on the home page", ru: "Фото блюд на главной" },
    schema: meals,
    facts: ["slug", "dish"],
    shown: mealsShown,
  },
  "home.json": {
    label: { en: "Home page", ru: "Главная страница" },
    schema: home,
    facts: ["hero.image", "figures"],
  },
  "meal-plans.json": {
    label: { en: "Meal plans page", ru: "Страница планов питания" },
    schema: mealPlans,
    facts: ["hero.image", "sampleMenu.count"],
  },
  "districts.json": {
    label: { en: "Delivery districts", ru: "Районы доставки" },
    schema: districts,
    facts: ["slug", "days", "windows"],
    shown: districtsShown,
  },
  "contact.json": { label: { en: "Contact page", ru: "Страница контактов" }, schema: contact },
  "register.json": { label: { en: "Sign-up page", ru: "Страница регистрации" }, schema: register },
  "impressum.json": {
    label: { en: "Legal notice page", ru: "Страница с правовой информацией" },
    schema: impressum,
  },
  "leads.json": {
    label: { en: "Where sign-ups are sent", ru: "Куда отправляются заявки" },
    schema: leads,
    facts: ["providers"],
  },
  "dishes.json": {
    label: { en: "Dishes", ru: "Блюда" },
    schema: dishes,
    facts: [
      "slug",
      "kind",
      "image",
      "portion",
      "cookingMinutes",
      "nutrition",
      "allergens",
      "animal",
      "mediterranean",
    ],
    shown: dishesShown,
    perEntry: { one: { en: "Dish", ru: "Блюдо" } },
  },
  "plan-finder.json": {
    label: { en: "Plan finder page", ru: "Страница подбора плана" },
    schema: planFinder,
    facts: ["rules"],
  },
  "first-delivery.json": {
    label: { en: "Sign-up: first delivery details", ru: "Регистрация: данные первой доставки" },
    schema: firstDelivery,
    facts: ["codes"],
  },
  "allergen-words.json": {
    label: { en: "Words that reveal an allergen", ru: "Слова, выдающие аллерген" },
    schema: allergenWords,
  },
  "menu-page.json": {
    label: { en: "Weekly menu page", ru: "Страница меню недели" },
    schema: menuPage,
    facts: ["cutoff", "thresholds", "kitMaxMinutes", "kitchenAllergens"],
    shown: menuPageShown,
  },
};

/**
 * Folders of data/ that hold facts only, one file per entry, each with the schema it must
 * satisfy: data/weeks/2026-11-23.json is the menu of the week starting that Monday.
 */
export const factFolders: Record<
  string,
  {
    schema: ZodType;
    fileName: RegExp;
    /** The GraphQL type of its nodes, and the field that tells them apart. */
    typeName: string;
    key: string;
    label: Words;
    /** One entry's name ("Week"), for the editor's buttons. */
    one: Words;
  }
> = {
  weeks: {
    schema: week,
    fileName: /^\d{4}-\d{2}-\d{2}\.json$/,
    typeName: "MenuWeek",
    key: "monday",
    label: { en: "Weekly menus", ru: "Меню по неделям" },
    one: { en: "Week", ru: "Неделя" },
  },
};

/** "meal-plans.json" -> "MealPlansJson": the GraphQL type gatsby-transformer-json is told to use. */
export function typeNameFor(fileName: string): string {
  const base = fileName.replace(/\.json$/, "");
  return base.replace(/(^|[-_])(\w)/g, (_m, _sep, c: string) => c.toUpperCase()) + "Json";
}
