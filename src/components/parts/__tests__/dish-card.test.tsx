import { render, screen, within } from "@testing-library/react";
import { loadContent } from "../../../../gatsby/loader";
import { fakeImage } from "../../../../jest/fixtures";
import { DishCard, allergenWords, type CardDish, type Words } from "../dish-card";

const data = loadContent();
const words = data.read<Words>("menu-page.json", "ru");
const dishes = data.read<CardDish[]>("dishes.json", "ru");
const withAllergens = dishes.find((d) => d.allergens.length > 1)!;
const without = dishes.find((d) => d.allergens.length === 0);

describe("DishCard", () => {
  beforeEach(() =>
    render(
      <DishCard
        dish={{ ...withAllergens, image: fakeImage(withAllergens.name) } as CardDish}
        words={words}
        meal={words.meals.lunch}
      />,
    ),
  );

  it("shows the picture, the meal and the name, linked to the dish's page", () => {
    expect(screen.getByRole("img", { name: withAllergens.alt })).toBeInTheDocument();
    expect(screen.getByText(words.meals.lunch)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: withAllergens.name })).toHaveAttribute(
      "href",
      `/menu/${withAllergens.slug}`,
    );
  });

  it("gives energy, protein, fat and carbohydrates with their names", () => {
    const n = withAllergens.nutritionText;
    for (const [label, value] of [
      [words.nutrition.kcal, `${n.kcal} ${words.kcalUnit}`],
      [words.nutrition.protein, n.protein],
      [words.nutrition.fat, n.fat],
      [words.nutrition.carbohydrates, n.carbohydrates],
    ]) {
      const term = screen.getByText(label);
      expect(term.nextElementSibling?.textContent).toBe(value);
    }
  });

  it("names every allergen in words, and the diet marks", () => {
    for (const id of withAllergens.allergens)
      expect(
        screen.getByText(new RegExp(words.allergens.find((a) => a.slug === id)!.name)),
      ).toBeInTheDocument();
    const marks = screen.queryByRole("list");
    const names = withAllergens.diets.map((d) => words.diets.find((w) => w.slug === d)!.name);
    if (marks)
      expect(
        within(marks)
          .getAllByRole("listitem")
          .map((li) => li.textContent),
      ).toEqual(names);
    else expect(names).toEqual([]);
  });
});

describe("allergenWords", () => {
  it("says a dish has none of the 14 allergens", () => {
    if (without) expect(allergenWords(words, without.allergens)).toBe(words.noAllergens);
    expect(allergenWords(words, [])).toBe(words.noAllergens);
  });
});
