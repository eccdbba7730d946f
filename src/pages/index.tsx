import { graphql, type PageProps } from "gatsby";
import { BelowFold } from "../components/layout/below-fold";
import { pageHead } from "../components/page-head";
import { BusinessJsonLd } from "../components/json-ld";
import { Faq } from "../components/sections/faq";
import { Hero } from "../components/sections/hero";
import { HowItWorks } from "../components/sections/how-it-works";
import { MealGallery } from "../components/sections/meal-gallery";
import { Pricing } from "../components/sections/pricing";
import { Testimonials } from "../components/sections/testimonials";
import type { LangContext } from "../lib/languages";

export default function IndexPage({
  data,
  pageContext,
}: PageProps<Queries.HomePageQuery, LangContext & { kitNotes?: Record<string, string> }>) {
  return (
    <>
      <Hero {...data} />
      <BelowFold>
        <MealGallery {...data} />
      </BelowFold>
      <BelowFold>
        <HowItWorks {...data} />
      </BelowFold>
      <BelowFold>
        <Testimonials {...data} />
      </BelowFold>
      <BelowFold>
        <Pricing {...data} kitNotes={pageContext.kitNotes} />
      </BelowFold>
      <BelowFold>
        <Faq {...data} />
      </BelowFold>
      {/* The business in the served HTML, for search engines and link previews that run no
          scripts; after the content, not in the head, so the first screen's HTML still comes
          in a new connection's first round trip. */}
      <BusinessJsonLd data={data} lang={pageContext.lang} />
    </>
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
