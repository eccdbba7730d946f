import { Suspense } from "react";
import { BenefitsStrip } from "../components/sections/benefits-strip";
import { ClosingBanner } from "../components/sections/closing-banner";
import { MealPlanTabs } from "../components/sections/meal-plan-tabs";
import { PlanFamilies } from "../components/sections/plan-families";
import { TrialOffer } from "../components/sections/trial-offer";
import type { BodyProps } from "./part";
import { SitePart } from "./site-part";

/** The page's context: the notes under the kit plans, by slug. */
type Context = { kitNotes?: Readonly<Record<string, string>> };

/**
 * The meal plans page's sections: the page itself (src/pages/meal-plans.tsx) and its preview.
 * The tabs read ?tab= from the page's address; the preview, at none, starts on the first.
 */
export function MealPlansBody({
  data,
  location,
  pageContext,
  Part = SitePart,
}: BodyProps<Queries.MealPlansPageQuery, Context>) {
  return (
    <>
      {/* Hydrated after the shell, in slices (a tab tapped before that is hydrated first). */}
      <Suspense>
        <Part>
          <MealPlanTabs {...data} search={location?.search ?? ""} />
        </Part>
      </Suspense>
      <Part later>
        <TrialOffer {...data} />
      </Part>
      <Part later>
        <PlanFamilies {...data} kitNotes={pageContext?.kitNotes} />
      </Part>
      <Part later>
        <BenefitsStrip {...data} />
        <ClosingBanner {...data} />
      </Part>
    </>
  );
}
