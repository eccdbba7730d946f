import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/seo";

/** The legal notice stands outside the shared wrapper and the gate (design.md). */
export default function ImpressumPage({ data }: PageProps<Queries.ImpressumPageQuery>) {
  const page = data.impressumJson!;
  return (
    <main id="content" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight">{page.title}</h1>
      <p className="mt-8">
        <Link to="/" className="text-primary underline underline-offset-4">
          {page.back}
        </Link>
      </p>
    </main>
  );
}

export function Head({ data, location }: HeadProps<Queries.ImpressumPageQuery>) {
  const page = data.impressumJson!;
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />;
}

export const query = graphql`
  query ImpressumPage {
    impressumJson {
      title
      description
      back
    }
  }
`;
