import type { Checked } from "../content/data-file";
import { isObject } from "../content/parts";
import { comingWeekWarning, dishProblems, weekProblems, type WeekFile } from "./checks";
import { menuPromiseProblems } from "./promises";
import { dietCoverageProblems } from "./diet-coverage";
import { yerevanDate } from "../../src/catalog/week";

/**
 * The catalogue against the weeks in data/weeks/ and what the site promises of its dishes
 * (the dishes' declaration runs this once every file has been checked alone).
 */
export function menuProblems(data: Checked): string[] {
  const { label, langs, read } = data;
  const problems: string[] = [];
  const dishesWhere = `${label}/dishes.json`;
  const dishes = read(dishesWhere);
  problems.push(...dishProblems(dishes, dishesWhere));

  const weeks: WeekFile[] = [];
  for (const { name, value, problem } of data.folder("weeks")) {
    const where = `${label}/weeks/${name}`;
    if (problem) problems.push(`${where}: ${problem}`);
    else weeks.push({ where, value });
  }
  problems.push(...weekProblems(weeks, dishes, dishesWhere));
  problems.push(...menuPromiseProblems(read, label, langs, weeks));
  const page = read(`${label}/menu-page.json`);
  problems.push(
    ...dietCoverageProblems(weeks, dishes, isObject(page) ? page.thresholds : undefined),
  );

  const mondays = weeks.map((w) => (isObject(w.value) ? String(w.value.monday) : ""));
  const today = data.today ?? yerevanDate(new Date());
  const warning = comingWeekWarning(mondays, today, `${label}/weeks`);
  if (warning) (data.warn ?? ((m) => console.warn(`warn ${m}`)))(warning);
  return problems;
}
