import React from "react";
import type { HeadProps } from "gatsby";
import type { Lang, LangContext } from "../lib/languages";
import { Seo } from "./seo";

type Described = {
  /** The page's own title; none on the landing page, which gets the site title. */
  title?: string;
  description: string;
  /** Links to the page in the other languages; not on a not-found page. */
  alternates?: boolean;
  /** Extra head tags of the page, e.g. its structured data. */
  children?: React.ReactNode;
};

/**
 * A page's `Head` export: the shared head tags (`Seo`) with what `describe` takes from the
 * page's query result: its title, description and extra tags.
 */
export function pageHead<Data extends Queries.SiteDataFragment>(
  describe: (data: Data, lang: Lang, context: LangContext & Record<string, unknown>) => Described,
) {
  return function Head({
    data,
    location,
    pageContext,
  }: HeadProps<Data, LangContext & Record<string, unknown>>) {
    const { lang } = pageContext;
    return (
      <Seo
        data={data}
        lang={lang}
        pathname={location.pathname}
        {...describe(data, lang, pageContext)}
      />
    );
  };
}
