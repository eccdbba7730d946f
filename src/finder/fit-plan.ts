import {
  fills,
  weekOffer,
  type Choice,
  type Offer,
  type OfferWeek,
  type PlanKind,
} from "../catalog/offer";

/*
 * The finder recommends only a plan the week a visitor can order fills for their answers
 * (src/catalog/offer.ts): the owner's rule picks a plan; when that week's meals of its kind
 * cover fewer days than it delivers, the same kind with as many days as are covered, else
 * the ready-to-eat plan of as many days, and the result says why.
 */

type Plan = { slug: string; family: string; days?: number | null };

export type Fitted<P> = {
  plan: P;
  /** Set when the rule's plan could not be filled: its kind, and the days it would cover of its own. */
  short?: { kind: PlanKind; covered: number; days: number };
};

const kindOf = (family: string): PlanKind => (family === "diy" ? "kit" : "ready");

export function fitPlan<P extends Plan>(
  plans: readonly P[],
  chosen: P,
  offer: Offer,
  week: OfferWeek | undefined,
  choice: Choice,
): Fitted<P> {
  if (!week || chosen.family === "single" || !chosen.days) return { plan: chosen };
  const covered = (family: string) => weekOffer(offer, week, kindOf(family), choice);
  const own = covered(chosen.family);
  if (fills(own, chosen.days)) return { plan: chosen };
  const short = { kind: kindOf(chosen.family), covered: own.covered, days: chosen.days };
  const longest = (family: string, most: number) =>
    plans
      .filter((p) => p.family === family && p.days && p.days <= most)
      .sort((a, b) => (b.days ?? 0) - (a.days ?? 0))[0];
  const sameKind = longest(chosen.family, own.covered);
  if (sameKind) return { plan: sameKind, short };
  if (chosen.family === "diy") {
    const ready = covered("ready");
    const instead = longest("ready", Math.min(chosen.days, ready.covered));
    if (instead) return { plan: instead, short };
  }
  const single = plans.find((p) => p.family === "single");
  const anyMeal = covered("ready").days.some((d) => d.meals.some((m) => m.dish !== null));
  return single && anyMeal ? { plan: single, short } : { plan: chosen, short };
}
