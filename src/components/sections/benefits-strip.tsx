import { graphql } from "gatsby";
import { ClockIcon, LeafIcon, StarIcon } from "../ui/icons";
import { Section } from "../ui/section";

export const query = graphql`
  fragment BenefitsStripSection on Query {
    mealPlansJson(lang: { eq: $lang }) {
      strip {
        title
        text
      }
    }
  }
`;

// One icon per point, in the order of data/meal-plans.json "strip"; extra points get a leaf.
const icons = [ClockIcon, StarIcon, LeafIcon];

/** Three short promises in a band across the page. */
export function BenefitsStrip({ mealPlansJson }: Queries.BenefitsStripSectionFragment) {
  const points = mealPlansJson!.strip;
  return (
    <div className="border-y border-border bg-muted">
      <Section as="ul" className="grid gap-8 py-12 md:grid-cols-3">
        {points.map((point, i) => {
          const Icon = icons[i] ?? LeafIcon;
          return (
            <li key={point.title} className="flex gap-4">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary text-primary-foreground">
                <Icon className="size-6" />
              </span>
              <div>
                <p className="text-lg font-bold">{point.title}</p>
                <p className="mt-1 text-muted-foreground">{point.text}</p>
              </div>
            </li>
          );
        })}
      </Section>
    </div>
  );
}
