import { readFacts } from "../../../gatsby/content";
import { DIETS, type Dish } from "../../schema/menu";
import { animalConflicts, dietMarks, energyGap, per100g, type Thresholds } from "../diet";

// The facts as the build reads them (a dish with no allergens written reads as none).
const { thresholds } = readFacts("menu-page.json") as { thresholds: Thresholds };
const dishes = readFacts("dishes.json") as Dish[];

/** A dish that is neither high in protein nor low in calories, with no allergen. */
const plain = {
  allergens: [],
  animal: "none" as const,
  nutrition: { kcal: thresholds.lowCalorieKcal + 1, protein: thresholds.highProteinGrams - 1 },
};

describe("diet marks follow from the facts", () => {
  test("a dish with nothing from animals and no allergen is vegan, vegetarian, gluten- and dairy-free", () => {
    expect(dietMarks(plain, thresholds)).toEqual([
      "vegetarian",
      "vegan",
      "gluten-free",
      "dairy-free",
    ]);
  });

  test("milk: not dairy-free, not vegan, still vegetarian", () => {
    const marks = dietMarks({ ...plain, animal: "dairy-egg", allergens: ["milk"] }, thresholds);
    expect(marks).toContain("vegetarian");
    expect(marks).not.toContain("dairy-free");
    expect(marks).not.toContain("vegan");
  });

  test("eggs: not vegan", () => {
    expect(
      dietMarks({ ...plain, animal: "dairy-egg", allergens: ["eggs"] }, thresholds),
    ).not.toContain("vegan");
  });

  test("gluten cereals: not gluten-free", () => {
    expect(dietMarks({ ...plain, allergens: ["gluten"] }, thresholds)).not.toContain("gluten-free");
  });

  test("meat or fish: neither vegetarian nor vegan", () => {
    for (const animal of ["meat", "fish"] as const) {
      const marks = dietMarks({ ...plain, animal }, thresholds);
      expect(marks).not.toContain("vegetarian");
      expect(marks).not.toContain("vegan");
    }
  });

  test("high protein and low calorie at the thresholds kept in data/menu-page.json", () => {
    const at = {
      ...plain,
      nutrition: { kcal: thresholds.lowCalorieKcal, protein: thresholds.highProteinGrams },
    };
    expect(dietMarks(at, thresholds)).toEqual(
      expect.arrayContaining(["high-protein", "low-calorie"]),
    );
    expect(dietMarks(plain, thresholds)).not.toContain("high-protein");
    expect(dietMarks(plain, thresholds)).not.toContain("low-calorie");
  });

  test("marks come in the order of the list", () => {
    const marks = dietMarks(plain, thresholds);
    expect(marks).toEqual(DIETS.filter((d) => marks.includes(d)));
  });

  test("the example catalogue has a dish for every mark", () => {
    const all = new Set(dishes.flatMap((d) => dietMarks(d, thresholds)));
    expect([...all].sort()).toEqual([...DIETS].sort());
  });
});

test("animal facts that contradict the allergens", () => {
  expect(animalConflicts({ animal: "none", allergens: ["milk", "gluten"] })).toEqual(["milk"]);
  expect(animalConflicts({ animal: "dairy-egg", allergens: ["fish"] })).toEqual(["fish"]);
  expect(animalConflicts({ animal: "meat", allergens: ["milk"] })).toEqual([]);
});

describe("nutrition", () => {
  const n = { kcal: 490, protein: 42, fat: 16, carbohydrates: 45, fibre: 6, salt: 1.6 };

  test("the energy check allows rounding, catches a typed digit", () => {
    expect(energyGap(n)).toBeLessThan(0.15);
    expect(energyGap({ ...n, kcal: 940 })).toBeGreaterThan(0.15);
    expect(energyGap({ ...n, protein: 420 })).toBeGreaterThan(0.15);
  });

  test("per 100 g of a portion", () => {
    expect(per100g(n, 400)).toEqual({
      kcal: 123,
      protein: 10.5,
      fat: 4,
      carbohydrates: 11.3,
      fibre: 1.5,
      salt: 0.4,
    });
  });
});
