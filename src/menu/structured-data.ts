import type { Nutrition } from "../catalog/vocabulary";
import type { JsonLdObject } from "../lib/structured-data";

/*
 * The weekly menu as schema.org data: https://schema.org/Menu with a MenuSection per day and
 * one for the week's kits, each dish a MenuItem with its NutritionInformation per portion.
 */
export type LdDish = {
  name: string;
  description: string;
  diets: readonly string[];
  portion: number;
  nutrition: Nutrition;
};

/** The diet marks schema.org names (RestrictedDiet); the others have no counterpart. */
const RESTRICTED_DIET: Record<string, string> = {
  vegetarian: "https://schema.org/VegetarianDiet",
  vegan: "https://schema.org/VeganDiet",
  "gluten-free": "https://schema.org/GlutenFreeDiet",
  "low-calorie": "https://schema.org/LowCalorieDiet",
};

const grams = (value: number) => `${value} g`;

export function menuItemJsonLd(dish: LdDish, url?: string): JsonLdObject {
  const { nutrition: n } = dish;
  const diets = dish.diets.map((d) => RESTRICTED_DIET[d]).filter(Boolean);
  return {
    "@type": "MenuItem",
    name: dish.name,
    description: dish.description,
    ...(url && { url }),
    nutrition: {
      "@type": "NutritionInformation",
      servingSize: grams(dish.portion),
      calories: `${n.kcal} kcal`,
      proteinContent: grams(n.protein),
      fatContent: grams(n.fat),
      carbohydrateContent: grams(n.carbohydrates),
      fiberContent: grams(n.fibre),
    },
    ...(diets.length > 0 && { suitableForDiet: diets }),
  };
}

export type LdSection = { name: string; items: { dish: LdDish; url: string }[] };

export function menuJsonLd(name: string, sections: readonly LdSection[], lang: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Menu",
    name,
    inLanguage: lang,
    hasMenuSection: sections.map((s) => ({
      "@type": "MenuSection",
      name: s.name,
      hasMenuItem: s.items.map(({ dish, url }) => menuItemJsonLd(dish, url)),
    })),
  };
}
