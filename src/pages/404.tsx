import { useEffect } from "react";
import { graphql, type PageProps } from "gatsby";
import { siteDataFrom } from "../hooks/use-site-data";
import { pageHead } from "../components/page-head";
import { ButtonLink } from "../components/ui/button-link";
import { useSiteData } from "../hooks/use-site-data";

export default function NotFoundPage({ location }: PageProps) {
  const { ui } = useSiteData();
  const text = ui.notFound;

  useEffect(() => {
    // The spec asks for the missing path in the console.
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="flex flex-col gap-2">
        <span className="text-7xl font-extrabold text-primary">{text.title}</span>
        <span className="text-2xl font-bold">{text.subtitle}</span>
      </h1>
      <p className="text-muted-foreground">{text.text}</p>
      <ButtonLink to="/">{text.cta}</ButtonLink>
    </section>
  );
}

export const Head = pageHead<Queries.NotFoundPageQuery>((data, lang) => {
  const { ui } = siteDataFrom(data, lang);
  return { alternates: false, title: ui.notFound.subtitle, description: ui.notFound.text };
});

export const query = graphql`
  query NotFoundPage($lang: String!) {
    ...SiteData
  }
`;
