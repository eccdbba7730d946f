import { graphql, useStaticQuery } from "gatsby";
import { ICON_FILES } from "../lib/icon-files";
import { businessJsonLd, serializeJsonLd, type JsonLdObject } from "../lib/structured-data";
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

/** The site's address and its share image: facts, the same in every language. */
function useSiteFacts() {
  const data = useStaticQuery<Queries.SiteFactsQuery>(graphql`
    query SiteFacts {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteJson {
        shareImage {
          publicURL
        }
      }
    }
  `);
  return {
    siteUrl: data.site?.siteMetadata?.siteUrl ?? "",
    share: data.siteJson?.shareImage.publicURL,
  };
}

/**
 * The plans as offers, in the page's language; spread into the page's query beside SiteData,
 * whose site part (address, hours, contacts) the business is described with.
 */
export const query = graphql`
  fragment BusinessData on Query {
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

type BusinessProps = {
  data: Queries.SiteDataFragment & Queries.BusinessDataFragment;
  lang: Lang;
};

/** The business: address, phone, e-mail, opening hours, area served, plans as offers in AMD. */
export function BusinessJsonLd({ data, lang }: BusinessProps) {
  const { siteUrl, share } = useSiteFacts();
  return (
    <JsonLd
      data={businessJsonLd({
        site: data.shellSite!,
        plans: data.offers.nodes,
        siteUrl,
        lang,
        imageUrl: share ? `${siteUrl}${share}` : undefined,
        logoUrl: `${siteUrl}${ICON_FILES.png[2].path}`,
      })}
    />
  );
}
