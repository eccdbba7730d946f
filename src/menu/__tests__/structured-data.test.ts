/** @jest-environment node */
import { menuItemJsonLd, menuJsonLd, type LdDish } from "../structured-data";
import { loadContent } from "../../../gatsby/content/snapshot";

const dishes = loadContent().read<(LdDish & { slug: string })[]>("dishes.json", "en");
const vegan = dishes.find((d) => d.diets.includes("vegan"))!;
const meat = dishes.find((d) => !d.diets.includes("vegetarian"))!;

describe("menuItemJsonLd", () => {
  it("gives a dish's nutrition per portion as NutritionInformation", () => {
    const item = menuItemJsonLd(vegan, "https://example.am/menu/x");
    expect(item).toMatchObject({
      "@type": "MenuItem",
      name: vegan.name,
      url: "https://example.am/menu/x",
      nutrition: {
        "@type": "NutritionInformation",
        servingSize: `${vegan.portion} g`,
        calories: `${vegan.nutrition.kcal} kcal`,
        proteinContent: `${vegan.nutrition.protein} g`,
      },
    });
  });

  it("names the diets schema.org knows, and none when none applies", () => {
    expect(menuItemJsonLd(vegan).suitableForDiet).toEqual(
      expect.arrayContaining(["https://schema.org/VeganDiet", "https://schema.org/VegetarianDiet"]),
    );
    const meatDiets = (menuItemJsonLd(meat).suitableForDiet as string[] | undefined) ?? [];
    expect(meatDiets).not.toContain("https://schema.org/VegetarianDiet");
  });
});

describe("menuJsonLd", () => {
  it("is a Menu with a MenuSection per section and a MenuItem per dish", () => {
    const ld = menuJsonLd("Menu", [{ name: "Monday", items: [{ dish: vegan, url: "u" }] }], "en");
    expect(ld["@type"]).toBe("Menu");
    expect(ld.hasMenuSection).toHaveLength(1);
    expect(ld.hasMenuSection[0]).toMatchObject({
      "@type": "MenuSection",
      name: "Monday",
      hasMenuItem: [{ "@type": "MenuItem", name: vegan.name }],
    });
  });
});
