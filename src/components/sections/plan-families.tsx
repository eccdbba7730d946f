import { graphql } from "gatsby";
import { PayingNote } from "../parts/paying-note";
import { PlanGrid } from "../parts/plan-grid";
import { Section } from "../ui/section";

export const query = graphql`
  fragment PlanFamiliesSection on Query {
    mealPlansJson(lang: { eq: $lang }) {
      readyGrid {
        title
        text
      }
      diyGrid {
        title
        text
      }
    }
    ...PlansByFamily
    payingJson(lang: { eq: $lang }) {
      ...PayingNote
    }
  }
`;

/** The subscription plans of both families, each grid under its own heading. */
type Props = Queries.PlanFamiliesSectionFragment & {
  /** Notes under the kit plans, by slug: the diets the week's kits fill (page context). */
  kitNotes?: Readonly<Record<string, string>>;
};

export function PlanFamilies({ mealPlansJson, ready, diy, payingJson, kitNotes }: Props) {
  const { readyGrid, diyGrid } = mealPlansJson!;
  return (
    <Section as="div" className="space-y-20 pb-20">
      <PlanGrid {...readyGrid} plans={ready.nodes} level={2} />
      <PlanGrid {...diyGrid} plans={diy.nodes} level={2} notes={kitNotes} />
      {payingJson && <PayingNote paying={payingJson} as="h2" />}
    </Section>
  );
}
