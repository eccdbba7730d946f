import React from "react";
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
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- pathname: canonical URL, issue 8
export function Seo({ title, description, pathname, children }: Props) {
  const { site } = useSiteData();
  const fullTitle = title ? `${title} · ${site.brand}` : site.siteTitle;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {/* A gated preview must stay out of search engines. */}
      {__GATE__.enabled && <meta name="robots" content="noindex, nofollow" />}
      {children}
    </>
  );
}
