import { graphql } from "gatsby";
import { useId } from "react";
import { cn } from "../../lib/cn";
import { PlanCard, type Plan } from "./plan-card";

/** Each family's plans in the page's language, as the grids show them. */
export const query = graphql`
  fragment PlansByFamily on Query {
    ready: allPlansJson(filter: { lang: { eq: $lang }, family: { eq: "ready" } }) {
      nodes {
        ...PlanCardFields
      }
    }
    diy: allPlansJson(filter: { lang: { eq: $lang }, family: { eq: "diy" } }) {
      nodes {
        ...PlanCardFields
      }
    }
  }
`;

type Props = {
  title: string;
  /** Optional line under the heading. */
  text?: string;
  plans: readonly Plan[];
  /** Level of the grid's heading; the plan names sit one level below. */
  level?: 2 | 3;
  className?: string;
  /** Notes under some plans, by slug (kitNotes, built per page). */
  notes?: Readonly<Record<string, string>>;
};

/** A heading and a responsive grid of plan cards (one plan family). */
export function PlanGrid({ title, text, plans, level = 3, className, notes }: Props) {
  const Heading = level === 2 ? "h2" : "h3";
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn("space-y-8", className)}>
      <div className="space-y-2 text-center">
        <Heading
          id={headingId}
          className={cn("font-bold tracking-tight", level === 2 ? "text-3xl" : "text-2xl")}
        >
          {title}
        </Heading>
        {text && <p className="mx-auto max-w-2xl text-muted-foreground">{text}</p>}
      </div>
      <ul className="grid items-stretch gap-8 md:grid-cols-3 md:gap-6 lg:gap-8">
        {plans.map((plan) => (
          <li key={plan.slug} className="flex">
            <PlanCard
              plan={plan}
              as={level === 2 ? "h3" : "h4"}
              className="w-full"
              note={notes?.[plan.slug]}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
