import { Suspense } from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { LangContext } from "../lib/languages";
import { BelowFold } from "../components/layout/below-fold";
import { Seo } from "../components/seo";
import { BusinessJsonLd } from "../components/json-ld";
import { BenefitsStrip } from "../components/sections/benefits-strip";
import { ClosingBanner } from "../components/sections/closing-banner";
import { MealPlanTabs } from "../components/sections/meal-plan-tabs";
import { PlanGrid } from "../components/sections/plan-grid";
import { SampleMenu } from "../components/sections/sample-menu";
import { TrialOffer } from "../components/sections/trial-offer";
import { WhatsIncluded } from "../components/sections/whats-included";

export default function MealPlansPage({ data, location }: PageProps<Queries.MealPlansPageQuery>) {
  const page = data.mealPlansJson!;
  const [ready, kits] = page.tabs;
  const family = (name: string) => data.plans.nodes.filter((plan) => plan.family === name);
  const extras = {
    [ready.value]: <SampleMenu {...page.sampleMenu} meals={data.menu.nodes} />,
    [kits.value]: <WhatsIncluded {...page.included} />,
  };
  return (
    <>
      {/* Hydrated after the shell, in slices (a tab tapped before that is hydrated first). */}
      <Suspense>
        <MealPlanTabs hero={page.hero} tabs={page.tabs} extras={extras} search={location.search} />
      </Suspense>
      <BelowFold>
        {family("single").map((plan) => (
          <TrialOffer key={plan.slug} {...page.trial} plan={plan} />
        ))}
      </BelowFold>
      <BelowFold>
        <div className="mx-auto max-w-6xl space-y-20 px-4 pb-20 sm:px-6">
          <PlanGrid {...page.readyGrid} plans={family("ready")} level={2} />
          <PlanGrid {...page.diyGrid} plans={family("diy")} level={2} />
        </div>
      </BelowFold>
      <BelowFold>
        <BenefitsStrip points={page.strip} />
        <ClosingBanner {...page.banner} />
      </BelowFold>
    </>
  );
}

export function Head({
  data,
  location,
  pageContext,
}: HeadProps<Queries.MealPlansPageQuery, LangContext>) {
  const page = data.mealPlansJson!;
  const { lang } = pageContext;
  return (
    <Seo
      data={data}
      lang={lang}
      title={page.title}
      description={page.description}
      pathname={location.pathname}
    >
      <BusinessJsonLd data={data} lang={lang} />
    </Seo>
  );
}

export const query = graphql`
  query MealPlansPage($lang: String!) {
    ...SiteData
    ...BusinessData
    mealPlansJson(lang: { eq: $lang }) {
      title
      description
      ...MealPlanTabs
      sampleMenu {
        ...SampleMenu
      }
      included {
        ...WhatsIncluded
      }
      trial {
        title
        text
      }
      readyGrid {
        title
        text
      }
      diyGrid {
        title
        text
      }
      strip {
        title
        text
      }
      banner {
        title
        text
        cta
      }
    }
    menu: allMenuJson(filter: { lang: { eq: $lang } }) {
      nodes {
        slug
        day
        meal
        caloriesText
        proteinText
        description
      }
    }
    plans: allPlansJson(filter: { lang: { eq: $lang } }) {
      nodes {
        ...PlanCardFields
      }
    }
  }
`;
