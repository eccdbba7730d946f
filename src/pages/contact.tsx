import { graphql } from "gatsby";
import { ContactBody } from "../bodies/contact";
import { pageHead } from "../components/page-head";
import { BusinessJsonLd } from "../components/json-ld";

/** The contact page is its body, which the editor's preview draws too. */
export default ContactBody;

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
