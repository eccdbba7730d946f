import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/page-head";
import { BusinessJsonLd } from "../components/json-ld";
import { ContactForm } from "../components/sections/contact-form";
import { ContactHeader } from "../components/sections/contact-header";
import { ContactInfo } from "../components/sections/contact-info";
import { ContactMap } from "../components/sections/contact-map";
import { DeliveryCheck } from "../components/sections/delivery-check";
import { Section } from "../components/ui/section";

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  return (
    <>
      <ContactHeader {...data} />
      <Section as="div" className="grid gap-8 pb-16 lg:grid-cols-5 lg:gap-10">
        <div className="lg:col-span-3">
          <ContactForm {...data} />
        </div>
        <div className="lg:col-span-2">
          <ContactInfo {...data} />
        </div>
      </Section>
      <DeliveryCheck {...data} />
      <ContactMap {...data} />
    </>
  );
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
