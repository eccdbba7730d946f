import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/page-head";
import type { SubscriptionContext } from "../subscription/page-context";
import { SubscriptionRequests } from "../subscription/subscription-requests";

type Context = { lang: string; subscription: SubscriptionContext };

/** A subscriber's requests (skip, pause, change, cancel) without an account. */
export default function SubscriptionPage({
  data,
  pageContext,
}: PageProps<Queries.SubscriptionPageQuery, Context>) {
  const words = data.foodWords!;
  return (
    <div className="flex justify-center bg-linear-to-b from-secondary/60 to-background px-4 py-16 sm:py-24">
      <SubscriptionRequests
        copy={data.subscriptionJson!}
        context={pageContext.subscription}
        leads={data.leadsJson!}
        plans={data.plans.nodes.filter((p) => p.period === "week")}
        districts={data.districts.nodes}
        diets={words.diets}
        allergens={words.allergens}
      />
    </div>
  );
}

export const Head = pageHead<Queries.SubscriptionPageQuery>((data) => ({
  title: data.subscriptionJson!.title,
  description: data.subscriptionJson!.description,
}));

export const query = graphql`
  query SubscriptionPage($lang: String!) {
    ...SiteData
    subscriptionJson(lang: { eq: $lang }) {
      description
      ...SubscriptionCopy
    }
    leadsJson(lang: { eq: $lang }) {
      ...LeadsCopy
    }
    foodWords: menuPageJson(lang: { eq: $lang }) {
      ...DietAllergenNames
    }
    plans: allPlansJson(filter: { lang: { eq: $lang } }) {
      nodes {
        ...PlanSummaryFields
      }
    }
    districts: allDistrictsJson(filter: { lang: { eq: $lang } }, sort: { name: ASC }) {
      nodes {
        ...DistrictOption
      }
    }
  }
`;
