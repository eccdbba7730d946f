import { contact, home, impressum, mealPlans, register } from "../../src/schema/pages";
import { declared } from "./data-file";
import { claimTexts } from "./written";
import { figureProblems } from "../typography-check";

/**
 * Each page's own texts (data/home.json ...), one file per page drawn by a body of src/bodies/,
 * which puts them among the editor's Pages (src/bodies/names.ts).
 */
export const pageFiles = declared({
  "home.json": {
    label: { en: "Home page", ru: "Главная страница" },
    schema: home,
    fixture: "home",
    derive: (value, { lang }) => claimTexts(value, lang),
    checks: { eachLanguage: (home, { where }) => figureProblems(home, where) },
  },
  "meal-plans.json": {
    label: { en: "Meal plans page", ru: "Страница планов питания" },
    schema: mealPlans,
    fixture: "mealPlans",
  },
  "contact.json": {
    label: { en: "Contact page", ru: "Страница контактов" },
    schema: contact,
    fixture: "contact",
  },
  "register.json": {
    label: { en: "Sign-up page", ru: "Страница регистрации" },
    schema: register,
    fixture: "register",
  },
  "impressum.json": {
    label: { en: "Legal notice page", ru: "Страница с правовой информацией" },
    schema: impressum,
    fixture: "impressum",
  },
});
