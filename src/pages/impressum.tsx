import { graphql } from "gatsby";
import { ImpressumBody } from "../bodies/impressum";
import { pageHead } from "../components/page-head";

/** The legal notice is its body, which the editor's preview draws too. */
export default ImpressumBody;

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
