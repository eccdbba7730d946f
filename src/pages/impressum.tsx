import { graphql, type PageProps } from "gatsby";
import { LocalLink } from "../components/ui/local-link";
import { Brand } from "../components/layout/brand";
import { LanguageMenu } from "../components/layout/language-menu";
import { SkipLink } from "../components/layout/skip-link";
import { ThemeToggle } from "../components/layout/theme-toggle";
import { pageHead } from "../components/page-head";
import { LegalNotice } from "../components/sections/legal-notice";
import { useSiteData } from "../hooks/use-site-data";

/** The legal notice stands outside the shared wrapper and the gate: always reachable. */
export default function ImpressumPage({ data }: PageProps<Queries.ImpressumPageQuery>) {
  const page = data.impressumJson!;
  const { site } = useSiteData();
  return (
    <div className="min-h-screen bg-muted/60">
      <SkipLink />
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4 sm:px-6">
          <Brand name={site.brand} />
          <div className="flex items-center gap-1">
            <LanguageMenu />
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main
        id="content"
        tabIndex={-1}
        className="mx-auto max-w-3xl focus:outline-none px-4 py-12 sm:px-6 sm:py-16"
      >
        <article className="space-y-8 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-10">
          <div>
            <h1 lang={page.headingLang} className="text-4xl font-extrabold tracking-tight">
              {page.title}
            </h1>
            <p className="mt-2 text-lg text-muted-foreground">{page.subtitle}</p>
          </div>
          <LegalNotice {...data} />
        </article>
        <p className="mt-8 text-center">
          <LocalLink to="/" className="font-medium text-primary underline-offset-4 hover:underline">
            {page.back}
          </LocalLink>
        </p>
      </main>
    </div>
  );
}

export const Head = pageHead<Queries.ImpressumPageQuery>((data) => ({
  title: data.impressumJson!.title,
  description: data.impressumJson!.description,
}));

export const query = graphql`
  query ImpressumPage($lang: String!) {
    ...SiteData
    impressumJson(lang: { eq: $lang }) {
      title
      subtitle
      headingLang
      description
      back
    }
    ...LegalNoticeSection
  }
`;
