import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/page-head";
import type { FinderContext } from "../finder/page-context";
import { PlanFinder } from "../finder/plan-finder";

type Context = { lang: string; finder: FinderContext };

export default function PlanFinderPage({
  data,
  location,
  pageContext,
}: PageProps<Queries.PlanFinderPageQuery, Context>) {
  return <PlanFinder {...data} finder={pageContext.finder} search={location.search} />;
}

export const Head = pageHead<Queries.PlanFinderPageQuery>((data) => ({
  title: data.planFinderJson!.title,
  description: data.planFinderJson!.description,
}));

export const query = graphql`
  query PlanFinderPage($lang: String!, $slugs: [String!]) {
    ...SiteData
    ...PlanFinderSection
  }
`;
