import type { Checked } from "../content/data-file";
import { isObject } from "../content/parts";
import { uncovered } from "../../src/finder/recommend";
import type { Rule } from "../../src/finder/schema";

/*
 * What the plan finder's schema cannot see on its own: that each rule names a plan that exists
 * (data/plans/), and that every set of answers, skipped questions included, reaches a rule.
 */

export function finderProblems(finder: unknown, plans: unknown, where: string): string[] {
  if (!isObject(finder) || !Array.isArray(finder.rules)) return [];
  const slugs = Array.isArray(plans)
    ? plans.flatMap((p) => (isObject(p) ? [String(p.slug)] : []))
    : [];
  const rules = finder.rules.filter(isObject).map((r) => ({
    start: [],
    cook: [],
    days: [],
    ...r,
  })) as unknown as Rule[];
  const problems: string[] = [];
  rules.forEach((rule, i) => {
    for (const field of ["plan", "alternative"] as const)
      if (!slugs.includes(rule[field]))
        problems.push(
          `${where}: rules[${i}].${field}: no plan "${rule[field]}" in data/plans/ (the plans: ${slugs.join(", ")}); choose one by its name and save again`,
        );
  });
  for (const answers of uncovered(rules))
    problems.push(
      `${where}: rules: no rule fits the answers ${answers}; keep a last rule with every condition empty and save again`,
    );
  return problems;
}

/** The rules against the plans, once the plans are themselves in order (a broken plan is told once, as itself). */
export function finderRuleProblems(data: Checked): string[] {
  if (!data.files["plans.json"]) return [];
  if (data.found().some((p) => p.includes(`${data.label}/plans`))) return [];
  return finderProblems(
    data.facts("plan-finder.json"),
    data.facts("plans.json"),
    `${data.label}/plan-finder.json`,
  );
}
