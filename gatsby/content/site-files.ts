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
} from "../../src/schema/catalog";
import { leads } from "../../src/schema/leads";
import { navigation, site, siteShown, ui } from "../../src/schema/site";
import { declared } from "./data-file";
import { districtTexts, planTexts, siteTexts } from "./written";
import { mealTexts, sampleMenuTexts } from "../menu/dish-joins";
import { namesDishes } from "../menu/promises";
import { priceClaimProblems } from "../price-claims";

type Obj = Record<string, unknown>;
const list = (value: unknown) => (Array.isArray(value) ? (value as Obj[]) : undefined);

const FAMILIES: readonly string[] = PLAN_FAMILIES;

/**
 * The files of data/ the whole site and its pages read (the features list their own; each
 * page's own texts are in ./page-files.ts).
 */
export const siteFiles = declared({
  "site.json": {
    label: { en: "Contacts, hours and legal details", ru: "Контакты, часы работы и реквизиты" },
    schema: site,
    fixture: "site",
    shown: siteShown,
    derive: (value, { lang }) => siteTexts(value, lang),
  },
  "ui.json": {
    label: { en: "Buttons and short texts across the site", ru: "Кнопки и короткие тексты сайта" },
    schema: ui,
    fixture: "ui",
  },
  "navigation.json": {
    label: { en: "Menu bar at the top", ru: "Меню вверху страницы" },
    schema: navigation,
    fixture: "nav",
  },
  "plans.json": {
    label: { en: "Meal plans", ru: "Планы питания" },
    schema: plans,
    fixture: "plans",
    shown: plansShown,
    derive: planTexts,
    checks: {
      // A sentence comparing two plans' prices, checked once both prices are figures.
      eachLanguage: (plans, { lang, where, valid }) =>
        valid ? priceClaimProblems(plans, lang, where) : [],
    },
    // Ready-to-eat plans first, then the kits, then the single box; fewer days first.
    perEntry: {
      one: { en: "Plan", ru: "План" },
      order: (a, b) =>
        FAMILIES.indexOf(String(a.family)) - FAMILIES.indexOf(String(b.family)) ||
        Number(a.days ?? 0) - Number(b.days ?? 0),
      // Listed by kind (its subtitle), name and price; the editor's fonts have no dram sign,
      // so the currency is written out.
      summary: {
        en: "{{fields.subtitle}} · {{fields.name}} · {{fields.price}} AMD",
        ru: "{{fields.subtitle}} · {{fields.name}} · {{fields.price}} драм",
      },
      sortedBy: "subtitle",
      // Plans of both families share names ("4 Days"): a plan is chosen by family and name.
      chosenBy: ["subtitle", "name"],
    },
  },
  "menu.json": {
    label: { en: "Sample menu on the meal plans page", ru: "Пример меню на странице планов" },
    schema: menu,
    fixture: "menu",
    shown: menuShown,
    derive: (value, { read }) =>
      list(value) ? sampleMenuTexts(list(value)!, read("dishes.json") as Obj[]) : value,
    checks: { acrossFiles: namesDishes("day {n} of the sample menu on the meal plans page") },
  },
  "testimonials.json": {
    label: { en: "Customer reviews", ru: "Отзывы клиентов" },
    schema: testimonials,
    fixture: "testimonials",
  },
  "faq.json": {
    label: { en: "Questions and answers", ru: "Вопросы и ответы" },
    schema: faq,
    fixture: "faq",
  },
  "paying.json": {
    label: { en: "How customers pay", ru: "Как клиенты платят" },
    schema: paying,
    fixture: "paying",
  },
  "steps.json": {
    label: { en: "How it works (home page)", ru: "Как это работает (главная)" },
    schema: steps,
    fixture: "steps",
  },
  "meals.json": {
    label: { en: "Meal photos on the home page", ru: "Фото блюд на главной" },
    schema: meals,
    fixture: "meals",
    shown: mealsShown,
    derive: (value, { read }) =>
      list(value) ? mealTexts(list(value)!, read("dishes.json") as Obj[]) : value,
    checks: { acrossFiles: namesDishes("photo {n} of the meals on the home page") },
  },
  "districts.json": {
    label: { en: "Delivery districts", ru: "Районы доставки" },
    schema: districts,
    fixture: "districts",
    shown: districtsShown,
    derive: (value, { lang }) => districtTexts(value, lang),
  },
  "leads.json": {
    label: { en: "Where sign-ups are sent", ru: "Куда отправляются заявки" },
    schema: leads,
    fixture: "leads",
  },
});
