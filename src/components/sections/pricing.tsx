import { graphql } from "gatsby";
import { CheckIcon } from "../ui/icons";
import { FinderLink } from "../parts/finder-link";
import { PayingNote } from "../parts/paying-note";
import { PlanGrid } from "../parts/plan-grid";
import { SectionHeading } from "../parts/section-heading";
import { Section } from "../ui/section";

export const query = graphql`
  fragment PricingSection on Query {
    homeJson(lang: { eq: $lang }) {
      pricing {
        title
        text
        highlights
        readyTitle
        diyTitle
      }
    }
    ...PlansByFamily
    payingJson(lang: { eq: $lang }) {
      ...PayingNote
    }
  }
`;

/** Both plan families with their weekly prices; free delivery and no setup fees up front. */
type Props = Queries.PricingSectionFragment & {
  /** Notes under the kit plans, by slug: the diets the week's kits fill (page context). */
  kitNotes?: Readonly<Record<string, string>>;
};

export function Pricing({ homeJson, ready, diy, payingJson, kitNotes }: Props) {
  const copy = homeJson!.pricing;
  return (
    <Section
      id="pricing"
      aria-labelledby="pricing-title"
      band="bg-muted py-20 dark:bg-card/40"
      className="space-y-14"
    >
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
        <FinderLink className="text-center" />
      </div>
      <PlanGrid title={copy.readyTitle} plans={ready.nodes} />
      <PlanGrid title={copy.diyTitle} plans={diy.nodes} notes={kitNotes} />
      {payingJson && <PayingNote paying={payingJson} />}
    </Section>
  );
}
