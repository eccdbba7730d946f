import { graphql, useStaticQuery } from "gatsby";
import { ICON_FILES } from "../lib/icon-files";
import {
  businessJsonLd,
  faqJsonLd,
  serializeJsonLd,
  type JsonLdObject,
} from "../lib/structured-data";

/** A JSON-LD data block: not executed, so the Content-Security-Policy does not apply to it. */
export function JsonLd({ data }: { data: JsonLdObject }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

function useStructuredData() {
  return useStaticQuery<Queries.StructuredDataQuery>(graphql`
    query StructuredData {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteJson {
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
      allPlansJson {
        nodes {
          name
          subtitle
          price
          period
          description
        }
      }
      allFaqJson {
        nodes {
          question
          answer
        }
      }
    }
  `);
}

/** The business: address, phone, e-mail, opening hours, area served, plans as offers in AMD. */
export function BusinessJsonLd() {
  const data = useStructuredData();
  const siteUrl = data.site?.siteMetadata?.siteUrl ?? "";
  const site = data.siteJson!;
  const share = site.shareImage.publicURL;
  return (
    <JsonLd
      data={businessJsonLd({
        site,
        plans: data.allPlansJson.nodes,
        siteUrl,
        imageUrl: share ? `${siteUrl}${share}` : undefined,
        logoUrl: `${siteUrl}${ICON_FILES.png[2].path}`,
      })}
    />
  );
}

/** The FAQ as a FAQPage; belongs on the page that shows the questions. */
export function FaqJsonLd() {
  const data = useStructuredData();
  return <JsonLd data={faqJsonLd(data.allFaqJson.nodes)} />;
}
