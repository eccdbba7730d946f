import React, { createContext, useContext } from "react";
import { graphql } from "gatsby";
import type { Lang } from "../lib/languages";

/**
 * Site-wide content (brand, contacts, navigation, interface copy) in the page's language.
 * Every page query spreads this fragment, so a page carries the shell's texts of its own
 * language only (a static query would hold every language at once); the page wrapper
 * (src/app/root.tsx) hands them to the shell through `SiteDataProvider`.
 */
export const query = graphql`
  fragment SiteData on Query {
    shellSite: siteJson(lang: { eq: $lang }) {
      brand
      siteTitle
      shareImageAlt
      description
      currency
      email
      phone
      supportEmail
      supportPhone
      hours {
        days
        daysText
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
    shellUi: uiJson(lang: { eq: $lang }) {
      skipLink
      navLabel
      navCta
      menuOpen
      menuClose
      themeToDark
      themeToLight
      languageLabel
      subscriptionLink
      plans {
        popular
        period {
          week
          once
        }
        perDay
        day {
          ready
          diy
        }
        menuLink
        finderLink
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
    shellNav: allNavigationJson(filter: { lang: { eq: $lang } }) {
      nodes {
        name
        href
      }
    }
  }
`;

export type SiteData = {
  lang: Lang;
  /** The page's address (without query or section), for links to it in other languages. */
  path: string;
  site: NonNullable<Queries.SiteDataFragment["shellSite"]>;
  ui: NonNullable<Queries.SiteDataFragment["shellUi"]>;
  nav: Queries.SiteDataFragment["shellNav"]["nodes"];
};

/** The shell's data from a page's query result; the schema makes these non-null. */
export function siteDataFrom(data: Queries.SiteDataFragment, lang: Lang, path = "/"): SiteData {
  return { lang, path, site: data.shellSite!, ui: data.shellUi!, nav: data.shellNav.nodes };
}

const SiteDataContext = createContext<SiteData | null>(null);

export function SiteDataProvider({
  value,
  children,
}: {
  value: SiteData;
  children: React.ReactNode;
}) {
  return <SiteDataContext.Provider value={value}>{children}</SiteDataContext.Provider>;
}

/** Site-wide content in the page's language, for the shell and the sections. */
export function useSiteData(): SiteData {
  const value = useContext(SiteDataContext);
  if (!value) throw new Error("useSiteData: no SiteDataProvider (src/app/root.tsx) above");
  return value;
}
