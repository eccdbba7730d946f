import { graphql } from "gatsby";
import { pageHead } from "../components/page-head";
import { RegisterBody } from "../bodies/register";

/** The sign-up page is its body, which the editor's preview draws too. */
export default RegisterBody;

export const Head = pageHead<Queries.RegisterPageQuery>((data) => ({
  title: data.registerJson!.title,
  description: data.registerJson!.description,
}));

export const query = graphql`
  query RegisterPage($lang: String!) {
    ...SiteData
    registerJson(lang: { eq: $lang }) {
      title
      description
    }
    ...RegisterFormSection
  }
`;
