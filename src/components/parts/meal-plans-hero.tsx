import React from "react";
import { graphql } from "gatsby";
import { HeroImage } from "../ui/hero-image";
import { Section } from "../ui/section";
import { FinderLink } from "./finder-link";

export const query = graphql`
  fragment MealPlansHero on MealPlansJson {
    hero {
      title
      text
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(
            width: 560
            outputPixelDensities: [0.5, 1, 1.125, 1.3, 1.5, 2]
            aspectRatio: 1.25
            placeholder: DOMINANT_COLOR
            formats: [AUTO, AVIF]
            sizes: "(min-width: 1024px) 480px, (min-width: 640px) 560px, calc(100vw - 2rem)"
          )
        }
      }
    }
  }
`;

type Props = {
  hero: Queries.MealPlansHeroFragment["hero"];
  /** The tab switcher, shown under the introduction. */
  children: React.ReactNode;
};

/** The first screen of /meal-plans: heading, introduction, the tab switcher and a dish. */
export function MealPlansHero({ hero, children }: Props) {
  const image = hero.image?.childImageSharp?.gatsbyImageData;
  return (
    <header className="-mt-16 bg-linear-to-b from-secondary/70 via-background to-background pt-16">
      {/* Small screens: text, picture, then the tabs right above their panel. */}
      <Section
        as="div"
        className="grid gap-8 pt-10 pb-10 lg:grid-cols-[1.1fr_1fr] lg:gap-x-14 lg:gap-y-8 lg:pt-16"
      >
        <div className="space-y-6 lg:self-end">
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {hero.title}
          </h1>
          <p className="max-w-xl text-lg text-pretty text-muted-foreground">{hero.text}</p>
          <FinderLink />
        </div>
        {image && (
          <HeroImage
            image={image}
            alt={hero.imageAlt}
            className="mx-auto w-full max-w-[560px] lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center"
          />
        )}
        <div className="lg:self-start">{children}</div>
      </Section>
    </header>
  );
}
