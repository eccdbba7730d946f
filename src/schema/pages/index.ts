/*
 * The pages' own files (home.json, meal-plans.json, contact.json, register.json and
 * impressum.json), one schema file each; what they share is in ./shared.
 */

export { home } from "./home";
export { mealPlans } from "./meal-plans";
export { contact } from "./contact";
export { register } from "./register";
export { impressum } from "./impressum";
