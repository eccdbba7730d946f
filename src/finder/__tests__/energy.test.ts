import {
  bodyMassIndex,
  dailyEnergy,
  ENERGY_FLOOR,
  energyEstimate,
  energyLeft,
  restingEnergy,
  UNDERWEIGHT_BMI,
} from "../energy";

// Worked by hand from the equation: 10 × kg + 6.25 × cm − 5 × years + 5 (men) or − 161 (women).
describe("the daily energy estimate", () => {
  it("gives a woman's energy at rest", () => {
    // 600 + 1031.25 − 150 − 161 = 1320.25
    expect(restingEnergy({ sex: "female", age: 30, height: 165, weight: 60 })).toBe(1320.25);
  });

  it("gives a man's energy at rest", () => {
    // 850 + 1125 − 225 + 5 = 1755
    expect(restingEnergy({ sex: "male", age: 45, height: 180, weight: 85 })).toBe(1755);
  });

  it("multiplies by the activity factor and rounds to 10 kcal", () => {
    // 1320.25 × 1.375 = 1815.34 -> 1820
    expect(
      dailyEnergy({
        sex: "female",
        age: 30,
        height: 165,
        weight: 60,
        activity: "light",
        goal: "keep",
      }),
    ).toBe(1820);
    // 1755 × 1.2 = 2106 -> 2110; 1755 × 1.9 = 3334.5 -> 3330
    const man = { sex: "male", age: 45, height: 180, weight: 85 } as const;
    expect(dailyEnergy({ ...man, activity: "sedentary", goal: "keep" })).toBe(2110);
    expect(dailyEnergy({ ...man, activity: "very-active", goal: "keep" })).toBe(3330);
    // 1755 × 1.55 = 2720.25 -> 2720; 1755 × 1.725 = 3027.375 -> 3030
    expect(dailyEnergy({ ...man, activity: "moderate", goal: "keep" })).toBe(2720);
    expect(dailyEnergy({ ...man, activity: "active", goal: "keep" })).toBe(3030);
  });

  it("takes 15% off to lose weight and adds 10% to gain it", () => {
    const woman = { sex: "female", age: 30, height: 165, weight: 60, activity: "light" } as const;
    // 1815.34 × 0.85 = 1543.04 -> 1540; × 1.1 = 1996.88 -> 2000
    expect(dailyEnergy({ ...woman, goal: "lose" })).toBe(1540);
    expect(dailyEnergy({ ...woman, goal: "gain" })).toBe(2000);
  });
});

describe("the estimate's limits", () => {
  const woman = { sex: "female", age: 30, height: 165, weight: 60, activity: "light" } as const;

  it("works out no weight loss for an underweight body, and says so", () => {
    // 48 kg at 165 cm: a body mass index of 17.6, under 18.5.
    const thin = { ...woman, weight: 48, goal: "lose" } as const;
    expect(bodyMassIndex(thin)).toBeLessThan(UNDERWEIGHT_BMI);
    expect(energyEstimate(thin)).toMatchObject({
      underweight: true,
      goal: "keep",
      kcal: dailyEnergy({ ...thin, goal: "keep" }),
    });
    // At 18.5 and over, losing weight is worked out as asked.
    expect(energyEstimate({ ...woman, goal: "lose" })).toMatchObject({
      underweight: false,
      goal: "lose",
    });
  });

  it("never names less than the floor for a woman: the equation's 890 kcal becomes the floor", () => {
    // 45 kg, 150 cm, 70 years, sedentary, losing: 876.5 × 1.2 × 0.85 = 894 -> 890.
    const small = {
      sex: "female",
      age: 70,
      height: 150,
      weight: 45,
      activity: "sedentary",
      goal: "lose",
    } as const;
    expect(dailyEnergy(small)).toBe(890);
    expect(energyEstimate(small)).toEqual({
      kcal: ENERGY_FLOOR.female,
      goal: "lose",
      underweight: false,
      floored: true,
      floor: ENERGY_FLOOR.female,
    });
  });

  it("never names less than the floor for a man", () => {
    // 1155 × 1.2 × 0.85 = 1178 -> 1180, under a man's floor.
    const man = {
      sex: "male",
      age: 90,
      height: 160,
      weight: 60,
      activity: "sedentary",
      goal: "lose",
    } as const;
    expect(energyEstimate(man)).toMatchObject({ kcal: ENERGY_FLOOR.male, floored: true });
    expect(energyEstimate({ ...woman, goal: "keep" }).floored).toBe(false);
  });

  it("leaves nothing to say about the rest of the day when the meals alone reach the estimate", () => {
    expect(energyLeft(1800, 1200)).toBe(600);
    expect(energyLeft(1800, 1800)).toBeNull();
    expect(energyLeft(1800, 2100)).toBeNull();
  });
});
