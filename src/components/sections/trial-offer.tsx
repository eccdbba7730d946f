import { graphql } from "gatsby";
import { PlanCard } from "../parts/plan-card";
import { Section } from "../ui/section";

export const query = graphql`
  fragment TrialOfferSection on Query {
    mealPlansJson(lang: { eq: $lang }) {
      trial {
        title
        text
      }
    }
    single: allPlansJson(filter: { lang: { eq: $lang }, family: { eq: "single" } }) {
      nodes {
        ...PlanCardFields
      }
    }
  }
`;

/** The one-time single box, offered before any subscription. */
export function TrialOffer({ mealPlansJson, single }: Queries.TrialOfferSectionFragment) {
  const { title, text } = mealPlansJson!.trial;
  return single.nodes.map((plan) => (
    <Section key={plan.slug} aria-labelledby="trial-title" className="py-16">
      <div className="grid items-center gap-8 rounded-3xl border border-border bg-secondary/50 p-6 sm:p-10 md:grid-cols-2 md:gap-12">
        <div className="space-y-4">
          <h2 id="trial-title" className="text-3xl font-bold tracking-tight text-balance">
            {title}
          </h2>
          <p className="max-w-md text-lg text-pretty text-muted-foreground">{text}</p>
        </div>
        <div className="mx-auto w-full max-w-sm md:mx-0 md:justify-self-end">
          <PlanCard plan={plan} />
        </div>
      </div>
    </Section>
  ));
}
