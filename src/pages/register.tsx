import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/page-head";
import { RegisterForm } from "../delivery/register-form";
import type { DeliveryContext } from "../delivery/page-context";

type Context = { lang: string; delivery: DeliveryContext };

export default function RegisterPage({
  data,
  location,
  pageContext,
}: PageProps<Queries.RegisterPageQuery, Context>) {
  return (
    <div className="flex justify-center bg-linear-to-b from-secondary/60 to-background px-4 py-16 sm:py-24">
      <RegisterForm {...data} search={location.search} delivery={pageContext.delivery} />
    </div>
  );
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
