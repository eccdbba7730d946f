import { Suspense } from "react";
import { BenefitsStrip } from "../components/sections/benefits-strip";
import { ClosingBanner } from "../components/sections/closing-banner";
import { MealPlanTabs } from "../components/sections/meal-plan-tabs";
import { PlanFamilies } from "../components/sections/plan-families";
import { TrialOffer } from "../components/sections/trial-offer";
import type { BodyProps } from "./part";
import { SitePart } from "./site-part";

type Props = BodyProps<Queries.MealPlansPageQuery> & {
  /** The page's location.search, for the tabs' ?tab= link. */
  search: string;
  /** Notes under the kit plans, by slug (the page's context; the editor's preview has none). */
  kitNotes?: Readonly<Record<string, string>>;
};

/** The meal plans page's sections, drawn by its page and by the editor's preview. */
export function MealPlansBody({ data, search, Part = SitePart, kitNotes }: Props) {
  return (
    <>
      {/* Hydrated after the shell, in slices (a tab tapped before that is hydrated first). */}
      <Suspense>
        <Part>
          <MealPlanTabs {...data} search={search} />
        </Part>
      </Suspense>
      <Part later>
        <TrialOffer {...data} />
      </Part>
      <Part later>
        <PlanFamilies {...data} kitNotes={kitNotes} />
      </Part>
      <Part later>
        <BenefitsStrip {...data} />
        <ClosingBanner {...data} />
      </Part>
    </>
  );
}
