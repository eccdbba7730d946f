import type { DataFile } from "../../schema/data-file";
import { allergenWords } from "./allergen-words";
import { dishes, dishesShown, menuPage, menuPageShown } from "./index";

/** The menu's files of data/ (the weeks are a folder: src/content/index.ts). */
export const menuFiles: Record<string, DataFile> = {
  "dishes.json": {
    label: { en: "Dishes", ru: "Блюда" },
    schema: dishes,
    shown: dishesShown,
    perEntry: { one: { en: "Dish", ru: "Блюдо" } },
  },
  "allergen-words.json": {
    label: { en: "Words that reveal an allergen", ru: "Слова, выдающие аллерген" },
    schema: allergenWords,
  },
  "menu-page.json": {
    label: { en: "Weekly menu page", ru: "Страница меню недели" },
    schema: menuPage,
    shown: menuPageShown,
  },
};
