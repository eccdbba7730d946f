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

/**
 * The diet marks schema.org names (RestrictedDiet). No gluten or dairy ingredients is not
 * GlutenFreeDiet (the kitchen also handles gluten and milk, so no dish is free of traces),
 * and a dish of up to 400 kcal is no low-energy food: neither is claimed.
 */
const RESTRICTED_DIET: Record<string, string> = {
  vegetarian: "https://schema.org/VegetarianDiet",
  vegan: "https://schema.org/VeganDiet",
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
