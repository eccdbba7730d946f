import { LIMITS, type Body, type Measure } from "./energy";
import { MEASURES, type Answers, type Status } from "./answers";

/*
 * The body's answers (sex, age, height, weight, activity) as the energy estimate takes them:
 * each typed number read and checked against its range, or what is missing said.
 */

/** What is wrong with a typed number: not one, or outside its range. */
export type MeasureProblem = "number" | "range";

/** The problem of one typed number, or null when it is fine (or not typed). */
export function measureProblem(name: Measure, typed: string | undefined): MeasureProblem | null {
  if (!typed) return null;
  const value = readNumber(typed);
  if (value === null) return "number";
  const { min, max } = LIMITS[name];
  return value < min || value > max ? "range" : null;
}

/** "62,5" and "62.5" alike; anything but a plain number is null. */
export function readNumber(typed: string): number | null {
  const text = typed.trim().replace(",", ".");
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

/** The fields the estimate needs besides the goal, which is "keep" unless chosen. */
export const BODY_FIELDS = ["sex", "age", "height", "weight", "activity"] as const;
export type BodyField = (typeof BODY_FIELDS)[number];

/**
 * What the answers allow of the energy estimate: nothing asked for, no figure for pregnancy
 * or breastfeeding (the equation does not apply), the fields to correct or to fill, or the
 * body the equation takes.
 */
export type EnergyInput =
  | { kind: "none" }
  | { kind: "status"; status: Status }
  | { kind: "problems"; problems: Partial<Record<BodyField, MeasureProblem | "missing">> }
  | { kind: "body"; body: Body };

export function energyInput(a: Answers): EnergyInput {
  if (a.status) return { kind: "status", status: a.status };
  if (!BODY_FIELDS.some((f) => a[f])) return { kind: "none" };
  const problems: Partial<Record<BodyField, MeasureProblem | "missing">> = {};
  for (const field of BODY_FIELDS) {
    const problem = MEASURES.includes(field as Measure)
      ? measureProblem(field as Measure, a[field])
      : null;
    if (!a[field]) problems[field] = "missing";
    else if (problem) problems[field] = problem;
  }
  if (Object.keys(problems).length > 0) return { kind: "problems", problems };
  return {
    kind: "body",
    body: {
      sex: a.sex!,
      age: readNumber(a.age!)!,
      height: readNumber(a.height!)!,
      weight: readNumber(a.weight!)!,
      activity: a.activity!,
      goal: a.goal ?? "keep",
    },
  };
}
