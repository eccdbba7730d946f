import { graphql } from "gatsby";
import { HeroImage } from "../ui/hero-image";
import { ButtonLink } from "../ui/button-link";
import { CheckIcon } from "../ui/icons";
import { Claims } from "../parts/claims";
import { Section } from "../ui/section";

export const query = graphql`
  fragment HeroSection on Query {
    homeJson(lang: { eq: $lang }) {
      hero {
        badge
        title
        text
        trustPoints
        cta
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(
              width: 640
              outputPixelDensities: [0.5, 1, 1.125, 1.3, 1.5, 2]
              placeholder: DOMINANT_COLOR
              formats: [AUTO, AVIF]
              sizes: "(min-width: 1024px) 560px, (min-width: 672px) 640px, calc(100vw - 2rem)"
            )
          }
        }
      }
      claims {
        value
        label
      }
    }
  }
`;

/** First screen: promise, trust points, the main call to action, the hero photo and the claims. */
export function Hero({ homeJson }: Queries.HeroSectionFragment) {
  const { hero, claims } = homeJson!;
  const image = hero.image?.childImageSharp?.gatsbyImageData;
  return (
    <section
      aria-labelledby="hero-title"
      className="-mt-16 bg-linear-to-b from-secondary/70 via-background to-background pt-16"
    >
      <Section as="div" className="grid items-center gap-12 pt-12 pb-16 lg:grid-cols-2 lg:pt-20">
        <div className="space-y-6">
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/30 bg-background/70 px-3 py-1 text-sm font-medium text-secondary-foreground dark:text-primary">
            <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
            {hero.badge}
          </p>
          <h1
            id="hero-title"
            className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {hero.title}
          </h1>
          <p className="max-w-xl text-lg text-pretty text-muted-foreground">{hero.text}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
            {hero.trustPoints.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <CheckIcon className="size-4 text-primary" />
                {point}
              </li>
            ))}
          </ul>
          <ButtonLink to="/register" size="lg" className="w-full sm:w-auto">
            {hero.cta}
          </ButtonLink>
        </div>
        {image && <HeroImage image={image} alt={hero.imageAlt} />}
      </Section>
      <Claims claims={claims} />
    </section>
  );
}
