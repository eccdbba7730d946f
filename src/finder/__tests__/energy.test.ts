import { dailyEnergy, restingEnergy } from "../energy";

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
