import type { DataFile } from "../data-file";
import { allergenWords } from "../../src/menu/schema/allergen-words";
import { dishes, dishesShown, menuPage, menuPageShown } from "../../src/menu/schema/index";

/** The menu's files of data/ (the weeks are a folder: ../data-files.ts). */
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
