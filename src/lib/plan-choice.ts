/** The query parameter that carries the plan chosen on a card to the register page. */
export const PLAN_PARAM = "plan";

/** Where a plan card leads: the register page with the plan's id (`slug`) in the address. */
export function registerPathFor(slug: string): string {
  return `/register?${new URLSearchParams({ [PLAN_PARAM]: slug })}`;
}
