import React from "react";
import { useSiteData } from "../hooks/use-site-data";

type Props = {
  /** The page's own title; the landing page passes none and gets the site title. */
  title?: string;
  description: string;
  children?: React.ReactNode;
};

/** Head tags of every page (used by each page's `Head` export). */
export function Seo({ title, description, children }: Props) {
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
