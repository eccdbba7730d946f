import { parseFilters, type Allowed } from "../catalog/filter";
import type { Allergen, Diet } from "../catalog/vocabulary";
import { ACTIVITIES, GOALS, SEXES, type Body, type Measure } from "./energy";

/*
 * The finder's answers, kept in the address under stable English names so that a result can
 * be shared and survives reload, Back and the language switch:
 * ?start=weekly&cook=ready&days=5&diet=vegetarian&without=nuts&sex=female&age=34&height=165
 * &weight=60&activity=light&goal=keep&status=breastfeeding. Unknown names and values are
 * left out, never an error; what a visitor typed into a number field is kept as typed, so
 * that a bad value can be shown with its message.
 */

export const STARTS = ["weekly", "try"] as const;
export const COOKS = ["ready", "kit", "unsure"] as const;
export const DAYS = ["3", "4", "5"] as const;
export const STATUSES = ["pregnant", "breastfeeding"] as const;
export const MEASURES = ["age", "height", "weight"] as const satisfies readonly Measure[];

export type Start = (typeof STARTS)[number];
export type Cook = (typeof COOKS)[number];
export type Days = (typeof DAYS)[number];
export type Status = (typeof STATUSES)[number];

export type Answers = {
  start?: Start;
  cook?: Cook;
  days?: Days;
  diet: Diet[];
  without: Allergen[];
  sex?: Body["sex"];
  age?: string;
  height?: string;
  weight?: string;
  activity?: Body["activity"];
  goal?: Body["goal"];
  status?: Status;
};

export const NO_ANSWERS: Answers = { diet: [], without: [] };

/** The one-choice answers and the values each takes. */
const CHOICES = {
  start: STARTS,
  cook: COOKS,
  days: DAYS,
  sex: SEXES,
  activity: ACTIVITIES,
  goal: GOALS,
  status: STATUSES,
} as const;
type Choice = keyof typeof CHOICES;
const CHOICE_NAMES = Object.keys(CHOICES) as Choice[];

/** The order of the names in an address the finder writes. */
const ORDER = [
  "start",
  "cook",
  "days",
  "diet",
  "without",
  "sex",
  "age",
  "height",
  "weight",
  "activity",
  "goal",
  "status",
] as const;

/** A number typed by a visitor, as long as such a number can be. */
const MAX_TYPED = 6;

/** The answers of an address's query (`diet` and `without` as the menu reads them). */
export function parseAnswers(search: string, allowed: Pick<Allowed, "diet" | "without">): Answers {
  const params = new URLSearchParams(search);
  const { diet, without } = parseFilters(search, { ...allowed, kind: [] });
  const answers: Answers = { diet, without };
  for (const name of CHOICE_NAMES) {
    const value = params.get(name);
    if (value && (CHOICES[name] as readonly string[]).includes(value))
      (answers as Record<string, unknown>)[name] = value;
  }
  for (const name of MEASURES) {
    const value = params.get(name)?.trim().slice(0, MAX_TYPED);
    if (value) answers[name] = value;
  }
  return answers;
}

/** The address's query for the answers ("?start=weekly&diet=vegan,no-gluten"), or "". */
export function answersQuery(answers: Answers): string {
  const parts = ORDER.flatMap((name) => {
    const value = answers[name];
    const text = Array.isArray(value) ? value.join(",") : value;
    return text ? [`${name}=${encodeURIComponent(text).replace(/%2C/g, ",")}`] : [];
  });
  return parts.length ? `?${parts.join("&")}` : "";
}

/** Whether any answer is given: an address with one shows the result at once. */
export const answered = (answers: Answers) => answersQuery(answers) !== "";
