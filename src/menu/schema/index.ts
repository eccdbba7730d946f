/*
 * The weekly menu: a catalogue of dishes (one file per dish in data/dishes/, its facts and its
 * copy in each language), one file of facts per week in data/weeks/, and the menu page's
 * words and settings (data/menu-page.json).
 */

export { ALLERGENS, ANIMAL, DIETS, KINDS, WEEKDAYS } from "../../catalog/vocabulary";
export type { Allergen, Diet, Kind, Weekday } from "../../catalog/vocabulary";

export { nutrition, type Nutrition } from "./nutrition";
export { dishes, dishesShown, type Dish } from "./dish";
export { menuPage, menuPageShown } from "./page";
export { week, type Week } from "./week";
