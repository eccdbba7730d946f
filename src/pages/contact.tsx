import { graphql, type PageProps } from "gatsby";
import { ContactBody } from "../bodies/contact";
import { pageHead } from "../components/page-head";
import { BusinessJsonLd } from "../components/json-ld";

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  return <ContactBody data={data} />;
}

export const Head = pageHead<Queries.ContactPageQuery>((data, lang) => ({
  title: data.contactJson!.title,
  description: data.contactJson!.description,
  children: <BusinessJsonLd data={data} lang={lang} />,
}));

export const query = graphql`
  query ContactPage($lang: String!) {
    ...SiteData
    ...BusinessData
    contactJson(lang: { eq: $lang }) {
      title
      description
    }
    ...ContactHeaderSection
    ...ContactFormSection
    ...ContactInfoSection
    ...DeliveryCheckSection
    ...ContactMapSection
  }
`;
