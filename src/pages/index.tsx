import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/seo";
import { BusinessJsonLd, FaqJsonLd } from "../components/json-ld";

export default function IndexPage({ data }: PageProps<Queries.HomePageQuery>) {
  const home = data.homeJson!;
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight">{home.hero.title}</h1>
    </section>
  );
}

export function Head({ data, location }: HeadProps<Queries.HomePageQuery>) {
  return (
    <Seo description={data.homeJson!.description} pathname={location.pathname}>
      <BusinessJsonLd />
      <FaqJsonLd />
    </Seo>
  );
}

export const query = graphql`
  query HomePage {
    homeJson {
      description
      hero {
        title
      }
    }
  }
`;
