import { graphql } from "gatsby";
import { MealPlansBody } from "../bodies/meal-plans";
import { pageHead } from "../components/page-head";
import { BusinessJsonLd } from "../components/json-ld";

/** The meal plans page is its body, which the editor's preview draws too. */
export default MealPlansBody;

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
