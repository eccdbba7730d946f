import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { useSiteData } from "../hooks/use-site-data";

type Props = {
  /** The page's own title; the landing page passes none and gets the site title. */
  title?: string;
  description: string;
  /** The page's path, from the Head's `location` prop (for the canonical URL). */
  pathname: string;
  children?: React.ReactNode;
};

/** Head tags of every page (used by each page's `Head` export). */
export function Seo({ title, description, pathname, children }: Props) {
  const { site } = useSiteData();
  const { site: meta } = useStaticQuery<Queries.SiteUrlQuery>(graphql`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const canonical = `${meta?.siteMetadata?.siteUrl ?? ""}${pathname === "/" ? "" : pathname}`;
  const fullTitle = title ? `${title} · ${site.brand}` : site.siteTitle;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical || "/"} />
      {/* A gated preview must stay out of search engines. */}
      {__GATE__.enabled && <meta name="robots" content="noindex, nofollow" />}
      {children}
    </>
  );
}
