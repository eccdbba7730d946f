import { declared } from "../content/data-file";
import { allergenWords } from "../../src/menu/schema/allergen-words";
import { dishes, dishesShown, menuPage, menuPageShown } from "../../src/menu/schema/index";
import type { Thresholds } from "../../src/catalog/diet";
import { dishTexts } from "../content/written";
import { menuPageTexts } from "./dish-joins";
import { menuProblems } from "./menu-checks";

/** The menu's files of data/ (the weeks are a folder: ../data-files.ts). */
export const menuFiles = declared({
  "dishes.json": {
    label: { en: "Dishes", ru: "Блюда" },
    schema: dishes,
    fixture: "dishes",
    shown: dishesShown,
    // Diet marks are computed from the facts, never typed; thresholds are kept once.
    derive: (value, { facts, copy, lang }) => {
      if (!Array.isArray(value)) return value;
      const { thresholds } = facts("menu-page.json") as { thresholds: Thresholds };
      const { cookingTime } = copy("menu-page.json") as { cookingTime: string };
      return dishTexts(value, thresholds, lang, cookingTime);
    },
    // The weeks name dishes that exist, and the dishes keep what the site promises of them.
    checks: { acrossFiles: menuProblems },
    perEntry: {
      one: { en: "Dish", ru: "Блюдо" },
      // A dish's key is never typed: renaming a dish later keeps its key, so its weeks keep
      // pointing at it.
      keyedByName: true,
      summary: "{{fields.name}}",
      sortedBy: "name",
    },
  },
  "allergen-words.json": {
    label: { en: "Words that reveal an allergen", ru: "Слова, выдающие аллерген" },
    schema: allergenWords,
    fixture: "allergenWords",
  },
  "menu-page.json": {
    label: { en: "Weekly menu page", ru: "Страница меню недели" },
    schema: menuPage,
    fixture: "menuPage",
    shown: menuPageShown,
    page: true,
    derive: (value, { lang }) => menuPageTexts(value, lang),
  },
});
