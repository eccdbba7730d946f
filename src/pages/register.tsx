import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/page-head";
import { RegisterBody } from "../bodies/register";
import type { DeliveryContext } from "../delivery/page-context";

type Context = { lang: string; delivery: DeliveryContext };

export default function RegisterPage({
  data,
  location,
  pageContext,
}: PageProps<Queries.RegisterPageQuery, Context>) {
  return <RegisterBody data={data} search={location.search} delivery={pageContext.delivery} />;
}

export const Head = pageHead<Queries.RegisterPageQuery>((data) => ({
  title: data.registerJson!.title,
  description: data.registerJson!.description,
}));

export const query = graphql`
  query RegisterPage($lang: String!) {
    ...SiteData
    registerJson(lang: { eq: $lang }) {
      title
      description
    }
    ...RegisterFormSection
  }
`;
