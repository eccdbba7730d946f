import { graphql, type PageProps } from "gatsby";
import { HomeBody } from "../bodies/home";
import { pageHead } from "../components/page-head";
import { BusinessJsonLd } from "../components/json-ld";
import type { LangContext } from "../lib/languages";

export default function IndexPage({
  data,
  pageContext,
}: PageProps<Queries.HomePageQuery, LangContext & { kitNotes?: Record<string, string> }>) {
  return (
    <HomeBody data={data} kitNotes={pageContext.kitNotes}>
      {/* The business in the served HTML, for search engines and link previews that run no
          scripts; after the content, not in the head, so the first screen's HTML still comes
          in a new connection's first round trip. */}
      <BusinessJsonLd data={data} lang={pageContext.lang} />
    </HomeBody>
  );
}

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
