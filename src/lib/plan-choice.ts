/** The query parameter that carries the plan chosen on a card to the register page. */
export const PLAN_PARAM = "plan";

/** The menu's filters a visitor chose (diet marks, allergens left out), carried to /register. */
export type Carried = { diet?: readonly string[]; without?: readonly string[] };
export const CARRIED = ["diet", "without"] as const;

/**
 * Where a plan card leads: the register page with the plan's id (`slug`) in the address, and
 * the diets and allergens the plan finder was told (`?plan=ready-5&diet=vegan&without=nuts`).
 */
export function registerPathFor(slug: string, carried: Carried = {}): string {
  const params = new URLSearchParams({ [PLAN_PARAM]: slug });
  for (const name of CARRIED) if (carried[name]?.length) params.set(name, carried[name].join(","));
  return `/register?${params}`.replace(/%2C/g, ",");
}
