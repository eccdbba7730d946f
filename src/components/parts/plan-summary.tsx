import { useId, type MouseEvent } from "react";
import { graphql } from "gatsby";
import { useTabParam } from "../../hooks/use-tab-param";
import { PLAN_PARAM } from "../../lib/plan-choice";
import { LocalLink } from "../ui/local-link";
import { PlanPrice } from "./plan-price";
import { FinderLink } from "./finder-link";
import { quietTextLinkClass } from "../ui/text-link";

/** What the summary shows of a plan; the register page spreads `...PlanSummaryFields`. */
export const query = graphql`
  fragment PlanSummaryFields on PlansJson {
    slug
    name
    subtitle
    priceText
    period
  }
`;

export type SummaryPlan = Queries.PlanSummaryFieldsFragment;

export type PlanSummaryCopy = { title: string; change: string; clear: string };

type Props = {
  plans: readonly SummaryPlan[];
  /** The page's `location.search`, where a plan card put `?plan=<slug>`. */
  search: string;
  copy: PlanSummaryCopy;
};

/**
 * The plan chosen on a card, above the register form's fields, with a way to change it and to
 * drop it. The address is known only in the browser: the server and the first render show
 * nothing, the effect in `useTabParam` reads `?plan=` after hydration (an unknown id shows
 * nothing). Inside the form, the hidden input sends the plan with the other fields.
 */
export function PlanSummary({ plans, search, copy }: Props) {
  const titleId = useId();
  // No plan is the "first tab": it leaves no parameter, so clearing takes `plan` out of the address.
  const [slug, choose] = useTabParam(["", ...plans.map((p) => p.slug)], search, PLAN_PARAM);
  const plan = plans.find((p) => p.slug === slug);
  // No plan chosen yet: the plan finder helps choose one.
  if (!plan) return <FinderLink className="text-sm" />;

  function clear(event: MouseEvent<HTMLButtonElement>) {
    // The button is about to go: the visitor goes on with the first field of the form.
    const field = event.currentTarget.form?.querySelector<HTMLElement>(
      "input:not([type=hidden]), select, textarea",
    );
    field?.focus();
    choose("");
  }

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-1 rounded-lg border border-border border-l-4 border-l-primary px-4 py-3 text-sm"
    >
      <h2 id={titleId} className="font-medium text-muted-foreground">
        {copy.title}
      </h2>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-base font-semibold">{plan.name}</span>
        <span className="text-muted-foreground">{plan.subtitle}</span>
      </p>
      <PlanPrice plan={plan} size="text" />
      <p className="flex flex-wrap gap-x-5 gap-y-1 pt-1">
        <LocalLink to="/meal-plans" className={quietTextLinkClass}>
          {copy.change}
        </LocalLink>
        <button type="button" onClick={clear} className={quietTextLinkClass}>
          {copy.clear}
        </button>
      </p>
      <input type="hidden" name="plan" value={plan.slug} />
    </section>
  );
}
