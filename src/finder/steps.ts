import type { Answers } from "./answers";
import type { FinderCopy } from "./fragments";

/** The questions, one at a time; how many weekdays is not asked of one box to try. */
export const STEPS = ["start", "cook", "days", "diet", "without", "body"] as const;
export type Step = (typeof STEPS)[number];

export const stepsFor = (a: Answers): Step[] =>
  STEPS.filter((s) => !(s === "days" && a.start === "try"));

/** The answers of a one-choice question, in the copy's words. */
export function oneChoice(step: "start" | "cook" | "days", copy: FinderCopy) {
  if (step === "start")
    return [
      { value: "weekly", label: copy.start.weekly },
      { value: "try", label: copy.start.try },
    ];
  if (step === "cook")
    return [
      { value: "ready", label: copy.cook.ready },
      { value: "kit", label: copy.cook.kit },
      { value: "unsure", label: copy.cook.unsure },
    ];
  return [
    { value: "3", label: copy.days.three },
    { value: "4", label: copy.days.four },
    { value: "5", label: copy.days.five },
  ];
}

/** The answers a step holds: what Skip clears. */
export const STEP_ANSWERS: Record<Step, readonly (keyof Answers)[]> = {
  start: ["start"],
  cook: ["cook"],
  days: ["days"],
  diet: ["diet"],
  without: ["without"],
  body: ["sex", "age", "height", "weight", "activity", "goal", "status"],
};

/** The answers without those of a step (a skipped question). */
export function skipped(a: Answers, step: Step): Answers {
  const next = { ...a };
  for (const key of STEP_ANSWERS[step]) {
    if (key === "diet" || key === "without") next[key] = [];
    else delete next[key];
  }
  return next;
}
