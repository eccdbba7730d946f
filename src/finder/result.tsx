import { registerPathFor } from "../lib/plan-choice";
import { trackEvent } from "../lib/analytics";
import { useSiteData } from "../hooks/use-site-data";
import { fill } from "../lib/format";
import { ButtonLink } from "../components/ui/button-link";
import { LocalLink } from "../components/ui/local-link";
import { PlanPrice } from "../components/parts/plan-price";
import type { Answers } from "./answers";
import type { FinderCopy, FinderData } from "./fragments";
import { textLinkClass } from "../components/ui/text-link";

export type FinderPlan = FinderData["finderPlans"]["nodes"][number];

type Props = {
  copy: FinderCopy;
  plan: FinderPlan;
  alternative?: FinderPlan;
  answers: Answers;
  /** Set when the rule's plan could not be filled this week (fitPlan): said before the reason. */
  short?: { kind: "ready" | "kit"; covered: number; days: number };
};

/**
 * The plan beside the recommended one, as its link reads: "3 Days: 12,000 AMD per week"; a
 * one-off box names no period, since its name already says it is bought once.
 */
export function alternativeText(
  template: string,
  plan: Pick<FinderPlan, "name" | "priceText" | "period">,
  periods: { week: string; once: string },
): string {
  const text = fill(template, { plan: plan.name, price: plan.priceText });
  return plan.period === "week" ? `${text} ${periods.week}` : text;
}

const familyOf = (plan: FinderPlan) =>
  (["ready", "diy", "single"] as const).find((f) => f === plan.family) ?? "single";

/** The recommended plan as its card shows it, why, the start button and the plan beside it. */
export function Recommendation({ copy, plan, alternative, answers, short }: Props) {
  const { ui } = useSiteData();
  const carried = { diet: answers.diet, without: answers.without };
  const why = [copy.result.why[familyOf(plan)]];
  if (short) {
    const template = short.kind === "kit" ? copy.result.kitsShort : copy.result.readyShort;
    why.unshift(fill(template, { covered: String(short.covered), days: String(short.days) }));
  }
  if (answers.cook === "unsure" && plan.family === "ready") why.push(copy.result.why.unsure);
  return (
    <div className="space-y-5">
      <div className="space-y-3 rounded-xl border-2 border-primary bg-card p-5 shadow-sm sm:p-6">
        <h3 className="text-2xl font-bold">
          {plan.name}
          <span className="mt-1 block text-sm font-medium text-muted-foreground">
            {plan.subtitle}
          </span>
        </h3>
        <PlanPrice plan={plan} size="large" />
        {plan.perDayText && (
          <p className="text-sm font-medium text-muted-foreground">
            {fill(ui.plans.perDay, { price: plan.perDayText })}
          </p>
        )}
        <p>{why.join(" ")}</p>
        <ButtonLink
          to={registerPathFor(plan.slug, carried)}
          size="lg"
          className="w-full sm:w-auto"
          onClick={() => trackEvent("Plan chosen", { plan: plan.slug, from: "finder" })}
        >
          {copy.result.start}
        </ButtonLink>
      </div>
      {alternative && (
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <span>{copy.result.alternative[familyOf(alternative)]}</span>
          <LocalLink to={registerPathFor(alternative.slug, carried)} className={textLinkClass}>
            {alternativeText(copy.result.alternativePlan, alternative, ui.plans.period)}
          </LocalLink>
        </p>
      )}
    </div>
  );
}
