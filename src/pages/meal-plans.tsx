import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/seo";
import { BusinessJsonLd } from "../components/json-ld";

export default function MealPlansPage({ data }: PageProps<Queries.MealPlansPageQuery>) {
  const page = data.mealPlansJson!;
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight">{page.title}</h1>
    </section>
  );
}

export function Head({ data, location }: HeadProps<Queries.MealPlansPageQuery>) {
  const page = data.mealPlansJson!;
  return (
    <Seo title={page.title} description={page.description} pathname={location.pathname}>
      <BusinessJsonLd />
    </Seo>
  );
}

export const query = graphql`
  query MealPlansPage {
    mealPlansJson {
      title
      description
    }
  }
`;
