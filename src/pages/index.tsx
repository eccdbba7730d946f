import { graphql } from "gatsby";
import { HomeBody } from "../bodies/home";
import { pageHead } from "../components/page-head";

/** The landing page is its body, which the editor's preview draws too. */
export default HomeBody;

export const Head = pageHead<Queries.HomePageQuery>((data) => ({
  description: data.homeJson!.description,
}));

export const query = graphql`
  query HomePage($lang: String!) {
    ...SiteData
    ...BusinessData
    homeJson(lang: { eq: $lang }) {
      description
    }
    ...HeroSection
    ...MealGallerySection
    ...HowItWorksSection
    ...TestimonialsSection
    ...PricingSection
    ...FaqSection
  }
`;
