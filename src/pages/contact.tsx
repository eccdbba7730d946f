import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { LangContext } from "../lib/languages";
import { Seo } from "../components/seo";
import { BusinessJsonLd } from "../components/json-ld";
import { ContactForm } from "../components/sections/contact-form";
import { ContactInfo } from "../components/sections/contact-info";
import { ContactMap } from "../components/sections/contact-map";
import { DeliveryCheck } from "../components/sections/delivery-check";
import { PageHeader } from "../components/sections/page-header";

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const page = data.contactJson!;
  return (
    <>
      <PageHeader title={page.header.title} text={page.header.text} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-5 lg:gap-10">
        <div className="lg:col-span-3">
          <ContactForm copy={page.form} leads={data.leadsJson!} />
        </div>
        <div className="lg:col-span-2">
          <ContactInfo
            cards={page.cards}
            socialTitle={page.socialTitle}
            impressumLink={page.impressumLink}
          />
        </div>
      </div>
      <DeliveryCheck copy={page.delivery} districts={data.districts.nodes} />
      <ContactMap {...page.map} />
    </>
  );
}

export function Head({
  data,
  location,
  pageContext,
}: HeadProps<Queries.ContactPageQuery, LangContext>) {
  const page = data.contactJson!;
  const { lang } = pageContext;
  return (
    <Seo
      data={data}
      lang={lang}
      title={page.title}
      description={page.description}
      pathname={location.pathname}
    >
      <BusinessJsonLd data={data} lang={lang} />
    </Seo>
  );
}

export const query = graphql`
  query ContactPage($lang: String!) {
    ...SiteData
    ...BusinessData
    contactJson(lang: { eq: $lang }) {
      title
      description
      header {
        title
        text
      }
      form {
        title
        firstName
        lastName
        email
        phone
        subject
        message
        submit
        notSentTitle
        notSentText
        sending
        sentTitle
        sentText
        failureTitle
      }
      cards {
        emailTitle
        emailNote
        phoneTitle
        phoneNote
        hoursTitle
        addressTitle
      }
      socialTitle
      impressumLink
      map {
        title
        text
        button
      }
      ...DeliveryCopy
    }
    districts: allDistrictsJson(filter: { lang: { eq: $lang } }, sort: { name: ASC }) {
      nodes {
        ...DeliveryDistrict
      }
    }
    leadsJson(lang: { eq: $lang }) {
      ...LeadsCopy
    }
  }
`;
