import {
  PLAN_FAMILIES,
  districts,
  districtsShown,
  faq,
  meals,
  mealsShown,
  menu,
  menuShown,
  paying,
  plans,
  plansShown,
  steps,
  testimonials,
} from "../src/schema/catalog";
import { contact, home, impressum, mealPlans, register } from "../src/schema/pages";
import { leads } from "../src/schema/leads";
import { navigation, site, siteShown, ui } from "../src/schema/site";
import type { DataFile } from "./data-file";

const FAMILIES: readonly string[] = PLAN_FAMILIES;

/** The files of data/ the whole site and its pages read (the features list their own). */
export const siteFiles: Record<string, DataFile> = {
  "site.json": {
    label: { en: "Contacts, hours and legal details", ru: "Контакты, часы работы и реквизиты" },
    schema: site,
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
    shown: menuShown,
  },
  "testimonials.json": {
    label: { en: "Customer reviews", ru: "Отзывы клиентов" },
    schema: testimonials,
  },
  "faq.json": { label: { en: "Questions and answers", ru: "Вопросы и ответы" }, schema: faq },
  "paying.json": { label: { en: "How customers pay", ru: "Как клиенты платят" }, schema: paying },
  "steps.json": {
    label: { en: "How it works (home page)", ru: "Как это работает (главная)" },
    schema: steps,
  },
  "meals.json": {
    label: { en: "Meal photos on the home page", ru: "Фото блюд на главной" },
    schema: meals,
    shown: mealsShown,
  },
  "home.json": {
    label: { en: "Home page", ru: "Главная страница" },
    schema: home,
  },
  "meal-plans.json": {
    label: { en: "Meal plans page", ru: "Страница планов питания" },
    schema: mealPlans,
  },
  "districts.json": {
    label: { en: "Delivery districts", ru: "Районы доставки" },
    schema: districts,
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
  },
};
