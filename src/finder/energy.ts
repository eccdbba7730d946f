/*
 * The plan finder's estimate of daily energy: the Mifflin-St Jeor equation for the energy a
 * body spends at rest, times the standard factor of the visitor's activity, adjusted for the
 * goal by a moderate share. The constants are kept here once; the page states them in words.
 */

export const SEXES = ["female", "male"] as const;
export type Sex = (typeof SEXES)[number];

/** The standard activity factors, from sitting most of the day to hard daily training. */
export const ACTIVITY_FACTORS = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  "very-active": 1.9,
} as const;
export type Activity = keyof typeof ACTIVITY_FACTORS;
export const ACTIVITIES = Object.keys(ACTIVITY_FACTORS) as Activity[];

/** What the goal changes: 15% less to lose weight, 10% more to gain it (moderate amounts). */
export const GOAL_FACTORS = { lose: 0.85, keep: 1, gain: 1.1 } as const;
export type Goal = keyof typeof GOAL_FACTORS;
export const GOALS = Object.keys(GOAL_FACTORS) as Goal[];

/** The ranges the equation is used within: adults, in centimetres and kilograms. */
export const LIMITS = {
  age: { min: 18, max: 100 },
  height: { min: 120, max: 230 },
  weight: { min: 35, max: 300 },
} as const;
export type Measure = keyof typeof LIMITS;

export type Body = {
  sex: Sex;
  age: number;
  height: number;
  weight: number;
  activity: Activity;
  goal: Goal;
};

/** Energy at rest in kcal a day: 10 × kg + 6.25 × cm − 5 × years, + 5 (men) or − 161 (women). */
export function restingEnergy({ sex, age, height, weight }: Omit<Body, "activity" | "goal">) {
  return 10 * weight + 6.25 * height - 5 * age + (sex === "male" ? 5 : -161);
}

/** The day's energy in kcal for the activity and goal, rounded to the nearest 10. */
export function dailyEnergy(body: Body): number {
  const kcal = restingEnergy(body) * ACTIVITY_FACTORS[body.activity] * GOAL_FACTORS[body.goal];
  return Math.round(kcal / 10) * 10;
}

/**
 * The least daily energy the finder ever names: eating less is a diet to plan with a doctor,
 * whatever the equation gives for a small, older or sedentary body.
 */
export const ENERGY_FLOOR: Record<Sex, number> = { female: 1200, male: 1500 };

/** Under this body mass index (kg/m²) a body is underweight: losing weight is not suggested. */
export const UNDERWEIGHT_BMI = 18.5;

/** Body mass index: kilograms over the square of the height in metres. */
export const bodyMassIndex = ({ height, weight }: Pick<Body, "height" | "weight">) =>
  weight / (height / 100) ** 2;

export type Estimate = {
  /** The day's energy in kcal, or the floor when the equation gives less (see `floored`). */
  kcal: number;
  /** The goal the figure is for: "keep" in place of "lose" for an underweight body. */
  goal: Goal;
  /** Losing weight was asked for by an underweight body, and is not worked out. */
  underweight: boolean;
  /** The equation gives less than the floor: no figure is shown, a doctor is to be asked. */
  floored: boolean;
  floor: number;
};

/** The estimate the finder shows, with the limits that keep it safe. */
export function energyEstimate(body: Body): Estimate {
  const underweight = body.goal === "lose" && bodyMassIndex(body) < UNDERWEIGHT_BMI;
  const goal: Goal = underweight ? "keep" : body.goal;
  const kcal = dailyEnergy({ ...body, goal });
  const floor = ENERGY_FLOOR[body.sex];
  return { kcal: Math.max(kcal, floor), goal, underweight, floored: kcal < floor, floor };
}

/** What the meals leave of the day's estimate, or null when they alone reach or pass it. */
export const energyLeft = (total: number, covered: number): number | null =>
  covered >= total ? null : total - covered;
