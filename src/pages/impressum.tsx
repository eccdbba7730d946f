import { graphql, type PageProps } from "gatsby";
import { ImpressumBody } from "../bodies/impressum";
import { LanguageMenu } from "../components/layout/language-menu";
import { ThemeToggle } from "../components/layout/theme-toggle";
import { pageHead } from "../components/page-head";

/** The legal notice stands outside the shared wrapper and the gate: always reachable. */
export default function ImpressumPage({ data }: PageProps<Queries.ImpressumPageQuery>) {
  const tools = (
    <>
      <LanguageMenu />
      <ThemeToggle />
    </>
  );
  return <ImpressumBody data={data} tools={tools} />;
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
