import { graphql, useStaticQuery } from "gatsby";
import { ICON_FILES } from "../lib/icon-files";
import {
  businessJsonLd,
  faqJsonLd,
  serializeJsonLd,
  type JsonLdObject,
} from "../lib/structured-data";
import type { Lang } from "../lib/languages";

/** A JSON-LD data block: not executed, so the Content-Security-Policy does not apply to it. */
export function JsonLd({ data }: { data: JsonLdObject }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

function useSiteUrl(): string {
  const data = useStaticQuery<Queries.SiteUrlQuery>(graphql`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return data.site?.siteMetadata?.siteUrl ?? "";
}

/** What the structured data needs, in the page's language; spread into the page's query. */
export const query = graphql`
  fragment BusinessData on Query {
    business: siteJson(lang: { eq: $lang }) {
      brand
      description
      currency
      email
      phone
      hours {
        days
        hours
      }
      address {
        street
        postalCode
        city
        country
      }
      legal {
        company
      }
      shareImage {
        publicURL
      }
    }
    offers: allPlansJson(filter: { lang: { eq: $lang } }) {
      nodes {
        name
        subtitle
        price
        period
        description
      }
    }
  }
`;

/** The business: address, phone, e-mail, opening hours, area served, plans as offers in AMD. */
export function BusinessJsonLd({ data, lang }: { data: Queries.BusinessDataFragment; lang: Lang }) {
  const siteUrl = useSiteUrl();
  const site = data.business!;
  const share = site.shareImage.publicURL;
  return (
    <JsonLd
      data={businessJsonLd({
        site,
        plans: data.offers.nodes,
        siteUrl,
        lang,
        imageUrl: share ? `${siteUrl}${share}` : undefined,
        logoUrl: `${siteUrl}${ICON_FILES.png[2].path}`,
      })}
    />
  );
}

/** The FAQ as a FAQPage; belongs on the page that shows the questions. */
export function FaqJsonLd({ items, lang }: { items: Parameters<typeof faqJsonLd>[0]; lang: Lang }) {
  return <JsonLd data={faqJsonLd(items, lang)} />;
}
