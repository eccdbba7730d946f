import type { ZodType } from "zod";
import { faq, meals, menu, plans, steps, testimonials } from "./catalog";
import { contact, home, impressum, mealPlans, register } from "./pages";
import { navigation, site, ui } from "./site";

/** Every file in data/ and the schema it must satisfy. A file not listed here fails the build. */
export const dataFiles: Record<string, ZodType> = {
  "site.json": site,
  "ui.json": ui,
  "navigation.json": navigation,
  "plans.json": plans,
  "menu.json": menu,
  "testimonials.json": testimonials,
  "faq.json": faq,
  "steps.json": steps,
  "meals.json": meals,
  "home.json": home,
  "meal-plans.json": mealPlans,
  "contact.json": contact,
  "register.json": register,
  "impressum.json": impressum,
};

/** "meal-plans.json" -> "MealPlansJson": the GraphQL type gatsby-transformer-json is told to use. */
export function typeNameFor(fileName: string): string {
  const base = fileName.replace(/\.json$/, "");
  return base.replace(/(^|[-_])(\w)/g, (_m, _sep, c: string) => c.toUpperCase()) + "Json";
}
