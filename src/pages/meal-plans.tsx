import { graphql, type PageProps } from "gatsby";
import { MealPlansBody } from "../bodies/meal-plans";
import { pageHead } from "../components/page-head";
import { BusinessJsonLd } from "../components/json-ld";

type Context = { kitNotes?: Record<string, string> };

export default function MealPlansPage({
  data,
  location,
  pageContext,
}: PageProps<Queries.MealPlansPageQuery, Context>) {
  return <MealPlansBody data={data} search={location.search} kitNotes={pageContext.kitNotes} />;
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
