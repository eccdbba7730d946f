import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { ICON_FILES } from "../lib/icon-files";
import { THEME_COLOR } from "../lib/theme-color";
import { LANGUAGES, pathInLanguage, type Lang } from "../lib/languages";

type Props = {
  /** The page's query result (its SiteData part: site title, share image text). */
  data: Queries.SiteDataFragment;
  lang: Lang;
  /** Links to the page in the other languages; not on a not-found page. */
  alternates?: boolean;
  /** The page's own title; the landing page passes none and gets the site title. */
  title?: string;
  description: string;
  /** The page's path, from the Head's `location` prop (for the canonical URL). */
  pathname: string;
  /** Extra head tags of the page, e.g. its structured data. */
  children?: React.ReactNode;
};

/** The absolute address of a path on the published site (SITE_URL, see README). */
export function absoluteUrl(siteUrl: string, pathname: string): string {
  return `${siteUrl}${pathname === "/" ? "/" : pathname.replace(/\/+$/, "")}`;
}

function useSeoData() {
  const data = useStaticQuery<Queries.SeoDataQuery>(graphql`
    query SeoData {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteJson {
        brand
        shareImage {
          publicURL
          childImageSharp {
            original {
              width
              height
            }
          }
        }
      }
    }
  `);
  return { siteUrl: data.site?.siteMetadata?.siteUrl ?? "", site: data.siteJson! };
}

/** Head tags of every page (used by each page's `Head` export). */
export function Seo({
  data,
  lang,
  alternates = true,
  title,
  description,
  pathname,
  children,
}: Props) {
  const { siteUrl, site } = useSeoData();
  const { siteTitle, shareImageAlt } = data.shellSite!;
  const url = absoluteUrl(siteUrl, pathname);
  const fullTitle = title ? `${title} · ${site.brand}` : siteTitle;
  const image = site.shareImage;
  const ogLocale = (code: Lang) => LANGUAGES.find((l) => l.code === code)!.ogLocale;
  const imageUrl = image.publicURL ? `${siteUrl}${image.publicURL}` : undefined;
  const size = image.childImageSharp?.original;
  return (
    <>
      <html lang={lang} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {alternates &&
        LANGUAGES.map(({ code }) => (
          <link
            key={code}
            rel="alternate"
            hrefLang={code}
            href={absoluteUrl(siteUrl, pathInLanguage(pathname, code))}
          />
        ))}
      {alternates && (
        <link
          rel="alternate"
          hrefLang="x-default"
          href={absoluteUrl(siteUrl, pathInLanguage(pathname, LANGUAGES[0].code))}
        />
      )}
      {/* A gated preview must stay out of search engines. */}
      {__GATE__.enabled && <meta name="robots" content="noindex, nofollow" />}

      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:locale" content={ogLocale(lang)} />
      {LANGUAGES.filter((l) => l.code !== lang).map((l) => (
        <meta key={l.code} property="og:locale:alternate" content={l.ogLocale} />
      ))}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {size?.width && <meta property="og:image:width" content={String(size.width)} />}
      {size?.height && <meta property="og:image:height" content={String(size.height)} />}
      <meta property="og:image:alt" content={shareImageAlt} />
      {/* X reads the title, description and image from the og: tags above when it has no
          twitter: ones of its own: no copies (every byte is in the page's first round trip). */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image:alt" content={shareImageAlt} />

      <meta name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLOR.light} />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLOR.dark} />
      {/* A file, not inlined: browsers fetch a favicon after the page has loaded, while as a
          data: URL it cost every page's first response about 250 bytes. */}
      <link rel="icon" href={ICON_FILES.svg} type="image/svg+xml" sizes="any" />
      <link rel="icon" href={ICON_FILES.png[0].path} type="image/png" sizes="32x32" />
      <link rel="apple-touch-icon" href={ICON_FILES.appleTouch.path} />
      <link rel="manifest" href={ICON_FILES.manifest} />
      {children}
    </>
  );
}
