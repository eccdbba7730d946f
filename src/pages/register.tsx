import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { LangContext } from "../lib/languages";
import { Seo } from "../components/seo";
import { RegisterForm } from "../components/sections/register-form";

export default function RegisterPage({ data, location }: PageProps<Queries.RegisterPageQuery>) {
  return (
    <div className="flex justify-center bg-linear-to-b from-secondary/60 to-background px-4 py-16 sm:py-24">
      <RegisterForm
        copy={data.registerJson!}
        leads={data.leadsJson!}
        plans={data.plans.nodes}
        search={location.search}
        districts={data.districts.nodes}
      />
    </div>
  );
}

export function Head({
  data,
  location,
  pageContext,
}: HeadProps<Queries.RegisterPageQuery, LangContext>) {
  const page = data.registerJson!;
  return (
    <Seo
      data={data}
      lang={pageContext.lang}
      title={page.title}
      description={page.description}
      pathname={location.pathname}
    />
  );
}

export const query = graphql`
  query RegisterPage($lang: String!) {
    ...SiteData
    registerJson(lang: { eq: $lang }) {
      title
      description
      heading
      text
      nameLabel
      emailLabel
      plan {
        title
        change
        clear
      }
      districtLabel
      districtNone
      submit
      submitting
      back
      consent
      successTitle
      successText
      failureTitle
      failureText
      welcomeTitle
      welcomeText
      welcomeCta
    }
    leadsJson(lang: { eq: $lang }) {
      ...LeadsCopy
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
