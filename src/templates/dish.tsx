import { graphql, type PageProps } from "gatsby";
import type { DishDay } from "../menu/page-context";
import { DishJsonLd } from "../menu/json-ld";
import { pageHead } from "../components/page-head";
import { DishDetail } from "../menu/dish-detail";
import type { LangContext } from "../lib/languages";

type Context = LangContext & { slug: string; days: DishDay[] };

export default function DishPage({ data, pageContext }: PageProps<Queries.DishPageQuery, Context>) {
  return <DishDetail {...data} days={pageContext.days} />;
}

export const Head = pageHead<Queries.DishPageQuery>((data, lang) => ({
  title: data.dishesJson!.name,
  description: data.dishesJson!.description,
  children: <DishJsonLd dish={data.dishesJson!} slug={data.dishesJson!.slug} lang={lang} />,
}));

export const query = graphql`
  query DishPage($lang: String!, $slug: String!) {
    ...SiteData
    ...DishDetailSection
  }
`;
