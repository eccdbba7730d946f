import { COOKS, DAYS, STARTS, type Answers } from "./answers";

/*
 * The plan the finder recommends: the first of the owner's rules (data/plan-finder.json) whose
 * conditions the answers meet. A condition left empty takes any answer, a skipped one too.
 */

type Conditions = Pick<Answers, "start" | "cook" | "days">;
/** A rule as the schema or a page's query gives it. */
type Plain = {
  start: readonly string[];
  cook: readonly string[];
  days: readonly string[];
  plan: string;
  alternative: string;
};

const meets = (allowed: readonly string[], answer: string | undefined) =>
  allowed.length === 0 || (answer !== undefined && allowed.includes(answer));

/** The first rule the answers meet, or undefined when none does (the build prevents it). */
export function ruleFor<R extends Plain>(rules: readonly R[], a: Conditions): R | undefined {
  return rules.find(
    (r) => meets(r.start, a.start) && meets(r.cook, a.cook) && meets(r.days, a.days),
  );
}

/** Every set of answers the rules see, skipped questions included. */
export function everyAnswer(): Conditions[] {
  const maybe = <T extends string>(values: readonly T[]) => [undefined, ...values];
  return maybe(STARTS).flatMap((start) =>
    maybe(COOKS).flatMap((cook) => maybe(DAYS).map((days) => ({ start, cook, days }))),
  );
}

/** The answers no rule covers, written as an address writes them ("start=try&cook=kit"). */
export function uncovered(rules: readonly Plain[]): string[] {
  return everyAnswer()
    .filter((a) => !ruleFor(rules, a))
    .map((a) => {
      const parts = (["start", "cook", "days"] as const).map((n) =>
        a[n] ? `${n}=${a[n]}` : `${n} skipped`,
      );
      return parts.join(", ");
    });
}
