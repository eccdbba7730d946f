import { graphql, useStaticQuery } from "gatsby";
import { localPath, type Lang } from "../lib/languages";
import { menuItemJsonLd, menuJsonLd, type LdDish, type LdSection } from "./structured-data";
import { JsonLd } from "../components/json-ld";

function useSiteUrl(): string {
  const data = useStaticQuery<Queries.MenuSiteUrlQuery>(graphql`
    query MenuSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return data.site!.siteMetadata!.siteUrl!;
}

const dishUrl = (siteUrl: string, slug: string, lang: Lang) =>
  `${siteUrl}${localPath(`/menu/${slug}`, lang)}`;

type Props = { name: string; sections: readonly { name: string; slugs: readonly string[] }[] };

/** The week the page shows first, as a schema.org Menu. */
export function MenuJsonLd({
  name,
  sections,
  dishes,
  lang,
}: Props & { dishes: ReadonlyMap<string, LdDish>; lang: Lang }) {
  const siteUrl = useSiteUrl();
  const ld: LdSection[] = sections.map((s) => ({
    name: s.name,
    items: s.slugs
      .filter((slug) => dishes.has(slug))
      .map((slug) => ({ dish: dishes.get(slug)!, url: dishUrl(siteUrl, slug, lang) })),
  }));
  return <JsonLd data={menuJsonLd(name, ld, lang)} />;
}

/** A dish's page: its MenuItem. */
export function DishJsonLd({ dish, slug, lang }: { dish: LdDish; slug: string; lang: Lang }) {
  const siteUrl = useSiteUrl();
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        ...menuItemJsonLd(dish, dishUrl(siteUrl, slug, lang)),
      }}
    />
  );
}
