import { Suspense } from "react";
import { graphql, type PageProps } from "gatsby";
import { BelowFold } from "../components/layout/below-fold";
import { pageHead } from "../components/page-head";
import { BusinessJsonLd } from "../components/json-ld";
import { BenefitsStrip } from "../components/sections/benefits-strip";
import { ClosingBanner } from "../components/sections/closing-banner";
import { MealPlanTabs } from "../components/sections/meal-plan-tabs";
import { PlanFamilies } from "../components/sections/plan-families";
import { TrialOffer } from "../components/sections/trial-offer";

type Context = { kitNotes?: Record<string, string> };

export default function MealPlansPage({
  data,
  location,
  pageContext,
}: PageProps<Queries.MealPlansPageQuery, Context>) {
  return (
    <>
      {/* Hydrated after the shell, in slices (a tab tapped before that is hydrated first). */}
      <Suspense>
        <MealPlanTabs {...data} search={location.search} />
      </Suspense>
      <BelowFold>
        <TrialOffer {...data} />
      </BelowFold>
      <BelowFold>
        <PlanFamilies {...data} kitNotes={pageContext.kitNotes} />
      </BelowFold>
      <BelowFold>
        <BenefitsStrip {...data} />
        <ClosingBanner {...data} />
      </BelowFold>
    </>
  );
}

export const Head = pageHead<Queries.MealPlansPageQuery>((data, lang) => ({
  title: data.mealPlansJson!.title,
  description: data.mealPlansJson!.description,
  children: <BusinessJsonLd data={data} lang={lang} />,
}));

export const query = graphql`
  query MealPlansPage($lang: String!) {
    ...SiteData
    ...BusinessData
    mealPlansJson(lang: { eq: $lang }) {
      title
      description
    }
    ...MealPlanTabsSection
    ...TrialOfferSection
    ...PlanFamiliesSection
    ...BenefitsStripSection
    ...ClosingBannerSection
  }
`;
