import { factFolders } from "../content/fact-folders";
import { ALLERGENS, week as weekSchema, type Week } from "../../src/menu/schema/index";
import { WEEKDAYS } from "../../src/catalog/vocabulary";
import {
  animalConflicts,
  ENERGY_TOLERANCE,
  energyFromMacros,
  energyGap,
} from "../../src/catalog/diet";
import { comingMonday, isMonday, weekdayIndex, type IsoDate } from "../../src/catalog/week";
import { fieldPath } from "../translations";

/*
 * The weekly menu's own checks, over data already read: weeks naming dishes that exist and
 * of the right kind, on a Monday, each week claimed once; each dish's energy agreeing with
 * its protein, fat and carbohydrates, and its animal fact with its allergens. Each problem
 * names the file and the field; validate-data.ts reads the files and calls these.
 */

type Json = unknown;
type Obj = Record<string, Json>;
const isObject = (v: Json): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** A week file as read: where it is (e.g. "data/weeks/2026-11-23.json") and its content. */
export type WeekFile = { where: string; value: Json };

export const WEEKDAY_NAMES = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
];
const SEA: readonly string[] = ["fish", "crustaceans", "molluscs"];
export const DAY_NAMES: Record<string, string> = Object.fromEntries(
  WEEKDAYS.map((d, i) => [d, WEEKDAY_NAMES[i]]),
);

/** "2026-12-21" -> "21 December 2026": how the owner names a week in the build's messages. */
export function dateInWords(date: string): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms)) return date;
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(ms);
}
const baseName = (where: string) => where.slice(where.lastIndexOf("/") + 1);

/** Dish slugs of the catalogue's facts, with their kind. */
function kindsOf(dishes: Json): Map<string, Json> {
  return new Map(
    (Array.isArray(dishes) ? dishes : []).filter(isObject).map((d) => [String(d.slug), d.kind]),
  );
}

/**
 * A dish named by a week: it must exist and be of the kind its place asks for. The message
 * tells the owner, who sees it as a refused publish, what happened and what to do.
 */
function dishRef(
  slug: string,
  want: "ready" | "kit",
  kinds: Map<string, Json>,
  at: string,
  place: string,
  dishesWhere: string,
): string[] {
  if (!kinds.has(slug))
    return [
      `${at}: ${place} is "${slug}", a dish that no longer exists in ${dishesWhere}. Choose another dish there in the week, or add the dish back, and save again`,
    ];
  const kind = kinds.get(slug);
  if (kind !== want)
    return [
      `${at}: ${place} is "${slug}", ${kind === "kit" ? "a cooking kit" : "a ready-to-eat dish"}, but this place needs ${want === "kit" ? "a cooking kit" : "a ready-to-eat dish"}. Choose another dish there and save again`,
    ];
  return [];
}

function oneWeek(file: WeekFile, week: Week, kinds: Map<string, Json>, dishesWhere: string) {
  const { where } = file;
  const problems: string[] = [];
  const theWeek = `the week of ${dateInWords(week.monday)}`;
  if (!isMonday(week.monday))
    problems.push(
      `${where}: monday: ${week.monday} is a ${WEEKDAY_NAMES[weekdayIndex(week.monday)]}, not a Monday: a week starts on a Monday. Choose its Monday in the week and save again`,
    );
  else if (baseName(where) !== `${week.monday}.json`)
    problems.push(
      `${where}: monday: ${week.monday} is not the date in the file's name (a week's file is named after its Monday)`,
    );
  const seen = new Set<string>();
  week.days.forEach((day, i) => {
    if (seen.has(day.day)) problems.push(`${where}: days[${i}].day: "${day.day}" twice`);
    seen.add(day.day);
    for (const meal of ["lunch", "dinner"] as const) {
      const place = `the ${DAY_NAMES[day.day]} ${meal} of ${theWeek}`;
      problems.push(
        ...dishRef(day[meal], "ready", kinds, `${where}: days[${i}].${meal}`, place, dishesWhere),
      );
      const field = `${meal}Alternatives` as const;
      const offered = [day[meal]];
      day[field].forEach((slug, j) => {
        const at = `${where}: days[${i}].${field}[${j}]`;
        const alt = `alternative ${j + 1} to ${place}`;
        if (offered.includes(slug))
          problems.push(
            `${at}: ${alt} is "${slug}", which that ${meal} already offers. Remove it there and save again`,
          );
        offered.push(slug);
        problems.push(...dishRef(slug, "ready", kinds, at, alt, dishesWhere));
      });
    }
  });
  week.kits.forEach((kit, i) => {
    const place = `kit ${i + 1} of ${theWeek}`;
    problems.push(...dishRef(kit, "kit", kinds, `${where}: kits[${i}]`, place, dishesWhere));
  });
  return problems;
}

/** Problems of the week files, given the catalogue's facts (data/dishes/, as the build reads them). */
export function weekProblems(
  weeks: readonly WeekFile[],
  dishes: Json,
  dishesWhere: string,
): string[] {
  const kinds = kindsOf(dishes);
  const problems: string[] = [];
  const claimed = new Map<string, string>();
  for (const file of weeks) {
    if (!factFolders.weeks.fileName.test(baseName(file.where))) {
      problems.push(`${file.where}: a week's file is named after its Monday, e.g. 2026-11-23.json`);
      continue;
    }
    const result = weekSchema.safeParse(file.value);
    if (!result.success) {
      for (const issue of result.error.issues)
        problems.push(
          `${file.where}: ${fieldPath(issue.path) || "(whole file)"}: ${issue.message}`,
        );
      continue;
    }
    problems.push(...oneWeek(file, result.data, kinds, dishesWhere));
    const other = claimed.get(result.data.monday);
    if (other)
      problems.push(
        `${file.where}: monday: the week of ${result.data.monday} is already in ${other}`,
      );
    else claimed.set(result.data.monday, file.where);
  }
  return problems;
}

const isNumber = (v: Json): v is number => typeof v === "number" && Number.isFinite(v);

/** The catalogue's facts that disagree: energy against macronutrients, animal against allergens. */
export function dishProblems(dishes: Json, where: string): string[] {
  if (!Array.isArray(dishes)) return [];
  return dishes.flatMap((dish, i) => {
    if (!isObject(dish)) return [];
    const problems: string[] = [];
    const n = dish.nutrition;
    if (isObject(n) && [n.kcal, n.protein, n.fat, n.carbohydrates].every(isNumber)) {
      const values = n as { kcal: number; protein: number; fat: number; carbohydrates: number };
      const gap = energyGap({ ...values, fibre: 0, salt: 0 });
      if (gap > ENERGY_TOLERANCE)
        problems.push(
          `${where}: [${i}].nutrition.kcal: ${values.kcal} kcal, but 4 x protein + 4 x carbohydrates + 9 x fat make ${energyFromMacros(values)} kcal (${Math.round(gap * 100)}% apart, at most ${ENERGY_TOLERANCE * 100}%)`,
        );
    }
    const allergens = Array.isArray(dish.allergens)
      ? dish.allergens.filter((a): a is (typeof ALLERGENS)[number] => ALLERGENS.includes(a))
      : [];
    if (dish.animal === "none" || dish.animal === "dairy-egg") {
      const conflicts = animalConflicts({ allergens, animal: dish.animal });
      if (conflicts.length > 0)
        problems.push(
          `${where}: [${i}].animal: "${dish.animal}", but its allergens name ${conflicts.join(", ")}`,
        );
    }
    if (dish.animal === "fish" && !allergens.some((a) => SEA.includes(a)))
      problems.push(`${where}: [${i}].animal: "fish", but its allergens name no ${SEA.join(", ")}`);
    return problems;
  });
}

/** A warning when no published week covers the Monday after `today` (a Yerevan date). */
export function comingWeekWarning(mondays: readonly string[], today: IsoDate, folder: string) {
  const coming = comingMonday(today);
  return mondays.includes(coming)
    ? null
    : `${folder}/: no week covers the coming Monday ${coming}: the menu page will say the next menu is being prepared (add ${folder}/${coming}.json)`;
}
