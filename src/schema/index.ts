import type { ZodType } from "zod";
import {
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
import { allergenWords } from "./allergen-words";
import { dishes, dishesShown, menuPage, menuPageShown, week } from "./menu";
import { navigation, site, siteShown, ui } from "./site";

export type DataFile = {
  /** The file's content in one language: its copy and its facts put together. */
  schema: ZodType;
  /**
   * The fields that do not depend on language ("price", "address.postalCode"). They are kept
   * once, in data/<file>; everything else is copy, in data/<lang>/<file>. In a list, each
   * entry's facts and copy share its `slug`.
   */
  facts?: readonly string[];
  /** What pages read, when the build adds texts of its own (prices written out...). */
  shown?: ZodType;
};

/** Every file of content and the schema it must satisfy. A file not listed here fails the build. */
export const dataFiles: Record<string, DataFile> = {
  "site.json": {
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
  "ui.json": { schema: ui },
  "navigation.json": { schema: navigation },
  "plans.json": {
    schema: plans,
    facts: ["slug", "family", "price", "period", "days", "popular"],
    shown: plansShown,
  },
  "menu.json": { schema: menu, facts: ["slug", "dish"], shown: menuShown },
  "testimonials.json": { schema: testimonials, facts: ["slug", "rating", "emoji"] },
  "faq.json": { schema: faq },
  "steps.json": { schema: steps },
  "meals.json": { schema: meals, facts: ["slug", "dish"], shown: mealsShown },
  "home.json": { schema: home, facts: ["hero.image", "figures"] },
  "meal-plans.json": { schema: mealPlans, facts: ["hero.image", "sampleMenu.count"] },
  "districts.json": {
    schema: districts,
    facts: ["slug", "days", "windows"],
    shown: districtsShown,
  },
  "contact.json": { schema: contact },
  "register.json": { schema: register },
  "impressum.json": { schema: impressum },
  "leads.json": { schema: leads, facts: ["providers"] },
  "dishes.json": {
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
    ],
    shown: dishesShown,
  },
  "allergen-words.json": { schema: allergenWords },
  "menu-page.json": {
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
  }
> = {
  weeks: {
    schema: week,
    fileName: /^\d{4}-\d{2}-\d{2}\.json$/,
    typeName: "MenuWeek",
    key: "monday",
  },
};

/** "meal-plans.json" -> "MealPlansJson": the GraphQL type gatsby-transformer-json is told to use. */
export function typeNameFor(fileName: string): string {
  const base = fileName.replace(/\.json$/, "");
  return base.replace(/(^|[-_])(\w)/g, (_m, _sep, c: string) => c.toUpperCase()) + "Json";
}
