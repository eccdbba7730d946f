import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/seo";

export default function RegisterPage({ data }: PageProps<Queries.RegisterPageQuery>) {
  const page = data.registerJson!;
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight">{page.title}</h1>
    </section>
  );
}

export function Head({ data, location }: HeadProps<Queries.RegisterPageQuery>) {
  const page = data.registerJson!;
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />;
}

export const query = graphql`
  query RegisterPage {
    registerJson {
      title
      description
    }
  }
`;
