import { loadContent } from "../../../gatsby/content/snapshot";
import { DIETS, type Dish } from "../../menu/schema/index";
import { animalConflicts, dietMarks, energyGap, per100g, type Thresholds } from "../diet";

// The facts as the build reads them (a dish with no allergens written reads as none).
const { thresholds } = loadContent().facts<{ thresholds: Thresholds }>("menu-page.json");
const dishes = loadContent().facts<Dish[]>("dishes.json");

/**
 * A dish that is neither high in protein nor low in calories nor keto, with no allergen: its
 * carbohydrates are above the keto limit.
 */
const plain = {
  allergens: [],
  animal: "none" as const,
  nutrition: {
    kcal: thresholds.lowCalorieKcal + 1,
    protein: thresholds.highProteinGrams - 1,
    fat: 20,
    carbohydrates: thresholds.ketoMaxCarbohydrates + 1,
  },
};

describe("diet marks follow from the facts", () => {
  test("a dish with nothing from animals and no allergen is vegan, vegetarian, with no gluten or dairy ingredients", () => {
    expect(dietMarks(plain, thresholds)).toEqual(["vegetarian", "vegan", "no-gluten", "no-dairy"]);
  });

  test("milk: no mark of no dairy ingredients, not vegan, still vegetarian", () => {
    const marks = dietMarks({ ...plain, animal: "dairy-egg", allergens: ["milk"] }, thresholds);
    expect(marks).toContain("vegetarian");
    expect(marks).not.toContain("no-dairy");
    expect(marks).not.toContain("vegan");
  });

  test("eggs: not vegan", () => {
    expect(
      dietMarks({ ...plain, animal: "dairy-egg", allergens: ["eggs"] }, thresholds),
    ).not.toContain("vegan");
  });

  test("gluten cereals: no mark of no gluten ingredients", () => {
    expect(dietMarks({ ...plain, allergens: ["gluten"] }, thresholds)).not.toContain("no-gluten");
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
      nutrition: {
        ...plain.nutrition,
        kcal: thresholds.lowCalorieKcal,
        protein: thresholds.highProteinGrams,
      },
    };
    expect(dietMarks(at, thresholds)).toEqual(
      expect.arrayContaining(["high-protein", "low-calorie"]),
    );
    expect(dietMarks(plain, thresholds)).not.toContain("high-protein");
    expect(dietMarks(plain, thresholds)).not.toContain("low-calorie");
  });

  test("keto: at most the carbohydrate limit, and at least the share of energy from fat", () => {
    const max = thresholds.ketoMaxCarbohydrates;
    // Fat's share of 4 x protein + 4 x carbohydrates + 9 x fat, in percent.
    const share = (fat: number, protein: number, carbohydrates: number) =>
      (900 * fat) / (4 * protein + 4 * carbohydrates + 9 * fat);
    const fatFor = (protein: number, carbohydrates: number) => {
      let fat = 1;
      while (share(fat, protein, carbohydrates) < thresholds.ketoMinFatPercent) fat += 1;
      return fat;
    };
    const keto = { ...plain, nutrition: { ...plain.nutrition, protein: 20, carbohydrates: max } };
    keto.nutrition.fat = fatFor(20, max);
    expect(dietMarks(keto, thresholds)).toContain("keto");
    const sweeter = { ...keto, nutrition: { ...keto.nutrition, carbohydrates: max + 1 } };
    expect(dietMarks(sweeter, thresholds)).not.toContain("keto");
    const leaner = { ...keto, nutrition: { ...keto.nutrition, fat: keto.nutrition.fat - 1 } };
    expect(dietMarks(leaner, thresholds)).not.toContain("keto");
  });

  test("Mediterranean: only where the owner marks it, whatever the figures", () => {
    expect(dietMarks(plain, thresholds)).not.toContain("mediterranean");
    expect(dietMarks({ ...plain, mediterranean: true }, thresholds)).toContain("mediterranean");
    expect(dietMarks({ ...plain, animal: "meat", mediterranean: true }, thresholds)).toContain(
      "mediterranean",
    );
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
