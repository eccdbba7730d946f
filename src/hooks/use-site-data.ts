import { graphql, useStaticQuery } from "gatsby";

/** Site-wide content (brand, contacts, navigation, interface copy) for the shell. */
export function useSiteData() {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      siteJson {
        brand
        siteTitle
        description
        currency
        email
        phone
        supportEmail
        supportPhone
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
        socials {
          name
          href
        }
        legal {
          company
          seat
          court
          registerNumber
          taxId
          representative
        }
        footer {
          legalTitle
          linksTitle
          links {
            name
            href
          }
          copyright
          delivery
          education
        }
      }
      uiJson {
        skipLink
        navLabel
        navCta
        menuOpen
        menuClose
        themeToDark
        themeToLight
        plans {
          popular
          period {
            week
            once
          }
        }
        gate {
          title
          text
          passwordLabel
          button
          checking
          impressumLink
          note
          wrongTitle
          wrongText
          grantedTitle
          grantedText
        }
        notFound {
          title
          subtitle
          text
          cta
        }
        error {
          title
          text
          cta
        }
      }
      allNavigationJson {
        nodes {
          name
          href
        }
      }
    }
  `);
  // The schema makes these non-null; a missing file already failed the build.
  return { site: data.siteJson!, ui: data.uiJson!, nav: data.allNavigationJson.nodes };
}

export type SiteData = ReturnType<typeof useSiteData>;
