import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { LangContext } from "../lib/languages";
import { BelowFold } from "../components/layout/below-fold";
import { Seo } from "../components/seo";
import { BusinessJsonLd, FaqJsonLd } from "../components/json-ld";
import { Faq } from "../components/sections/faq";
import { Hero } from "../components/sections/hero";
import { HowItWorks } from "../components/sections/how-it-works";
import { MealGallery } from "../components/sections/meal-gallery";
import { Pricing } from "../components/sections/pricing";
import { Testimonials } from "../components/sections/testimonials";

export default function IndexPage({ data }: PageProps<Queries.HomePageQuery>) {
  const home = data.homeJson!;
  return (
    <>
      <Hero data={home} />
      <BelowFold>
        <MealGallery {...home.gallery} meals={data.meals.nodes} />
      </BelowFold>
      <BelowFold>
        <HowItWorks {...home.howItWorks} steps={data.steps.nodes} />
      </BelowFold>
      <BelowFold>
        <Testimonials {...home.testimonials} testimonials={data.testimonials.nodes} />
      </BelowFold>
      <BelowFold>
        <Pricing copy={home.pricing} ready={data.ready.nodes} diy={data.diy.nodes} />
      </BelowFold>
      <BelowFold>
        <Faq copy={home.faq} items={data.faq.nodes} />
      </BelowFold>
    </>
  );
}

export function Head({
  data,
  location,
  pageContext,
}: HeadProps<Queries.HomePageQuery, LangContext>) {
  const { lang } = pageContext;
  return (
    <Seo
      data={data}
      lang={lang}
      description={data.homeJson!.description}
      pathname={location.pathname}
    >
      <BusinessJsonLd data={data} lang={lang} />
      <FaqJsonLd items={data.faq.nodes} lang={lang} />
    </Seo>
  );
}

export const query = graphql`
  query HomePage($lang: String!) {
    ...SiteData
    ...BusinessData
    homeJson(lang: { eq: $lang }) {
      description
      ...HomeHero
      gallery {
        title
        text
      }
      howItWorks {
        title
        text
      }
      testimonials {
        title
        text
        ratingLabel
      }
      ...HomePricing
      ...HomeFaq
    }
    meals: allMealsJson(filter: { lang: { eq: $lang } }) {
      nodes {
        ...MealPhoto
      }
    }
    steps: allStepsJson(filter: { lang: { eq: $lang } }) {
      nodes {
        ...HomeStep
      }
    }
    testimonials: allTestimonialsJson(filter: { lang: { eq: $lang } }) {
      nodes {
        ...TestimonialFields
      }
    }
    ready: allPlansJson(filter: { lang: { eq: $lang }, family: { eq: "ready" } }) {
      nodes {
        ...PlanCardFields
      }
    }
    diy: allPlansJson(filter: { lang: { eq: $lang }, family: { eq: "diy" } }) {
      nodes {
        ...PlanCardFields
      }
    }
    faq: allFaqJson(filter: { lang: { eq: $lang } }) {
      nodes {
        ...FaqItem
      }
    }
  }
`;
