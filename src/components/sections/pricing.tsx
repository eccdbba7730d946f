import { graphql } from "gatsby";
import { CheckIcon } from "../ui/icons";
import type { Plan } from "./plan-card";
import { PlanGrid } from "./plan-grid";
import { SectionHeading } from "./section-heading";

export const query = graphql`
  fragment HomePricing on HomeJson {
    pricing {
      title
      text
      highlights
      readyTitle
      diyTitle
    }
  }
`;

type Props = {
  copy: Queries.HomePricingFragment["pricing"];
  ready: readonly Plan[];
  diy: readonly Plan[];
};

/** Both plan families with their weekly prices; free delivery and no setup fees up front. */
export function Pricing({ copy, ready, diy }: Props) {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="bg-muted py-20 dark:bg-card/40"
    >
      <div className="mx-auto max-w-6xl space-y-14 px-4 sm:px-6">
        <div className="space-y-6">
          <SectionHeading id="pricing-title" title={copy.title} text={copy.text} />
          <ul className="flex flex-wrap justify-center gap-3">
            {copy.highlights.map((item) => (
              <li
                key={item}
                className="inline-flex items-center gap-2 rounded-full bg-secondary px-4 py-1.5 text-sm font-semibold text-secondary-foreground"
              >
                <CheckIcon className="size-4" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <PlanGrid title={copy.readyTitle} plans={ready} />
        <PlanGrid title={copy.diyTitle} plans={diy} />
      </div>
    </section>
  );
}
