import { graphql, type PageProps } from "gatsby";
import { BelowFold } from "../components/layout/below-fold";
import { pageHead } from "../components/page-head";
import { BusinessJsonLd, FaqJsonLd } from "../components/json-ld";
import { Faq } from "../components/sections/faq";
import { Hero } from "../components/sections/hero";
import { HowItWorks } from "../components/sections/how-it-works";
import { MealGallery } from "../components/sections/meal-gallery";
import { Pricing } from "../components/sections/pricing";
import { Testimonials } from "../components/sections/testimonials";

export default function IndexPage({ data }: PageProps<Queries.HomePageQuery>) {
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
        <Pricing {...data} />
      </BelowFold>
      <BelowFold>
        <Faq {...data} />
      </BelowFold>
    </>
  );
}

export const Head = pageHead<Queries.HomePageQuery>((data, lang) => ({
  description: data.homeJson!.description,
  children: (
    <>
      <BusinessJsonLd data={data} lang={lang} />
      <FaqJsonLd items={data.faq.nodes} lang={lang} />
    </>
  ),
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
