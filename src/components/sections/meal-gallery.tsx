import { graphql } from "gatsby";
import { Picture } from "../ui/picture";
import { SectionHeading } from "../parts/section-heading";
import { Section } from "../ui/section";
import { LocalLink } from "../ui/local-link";

export const query = graphql`
  fragment MealGallerySection on Query {
    homeJson(lang: { eq: $lang }) {
      gallery {
        title
        text
        menuLink
      }
    }
    meals: allMealsJson(filter: { lang: { eq: $lang } }) {
      nodes {
        name
        caption
        alt
        image {
          childImageSharp {
            gatsbyImageData(
              width: 400
              outputPixelDensities: [1, 2]
              placeholder: DOMINANT_COLOR
              formats: [AUTO, AVIF]
              sizes: "(min-width: 1024px) 368px, (min-width: 640px) calc(50vw - 2.5rem), calc(100vw - 2rem)"
            )
          }
        }
      }
    }
  }
`;

/** Photos of the dishes, each with its name and a short caption; they load as they scroll in. */
export function MealGallery({ homeJson, meals }: Queries.MealGallerySectionFragment) {
  const { title, text, menuLink } = homeJson!.gallery;
  return (
    <Section aria-labelledby="gallery-title" band="pt-12 pb-20 sm:pt-16" className="space-y-12">
      <SectionHeading id="gallery-title" title={title} text={text} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {meals.nodes.map((meal) => {
          const image = meal.image?.childImageSharp?.gatsbyImageData;
          return (
            <li key={meal.name}>
              <figure className="group overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
                {image && (
                  <Picture
                    image={image}
                    alt={meal.alt}
                    className="transition-transform duration-300 group-hover:scale-[1.02]"
                  />
                )}
                <figcaption className="space-y-0.5 px-5 py-4">
                  <span className="block font-semibold">{meal.name}</span>
                  <span className="block text-sm text-muted-foreground">{meal.caption}</span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      <p className="text-center">
        {/* A text link, as the landing's other menu links: its buttons all lead to /register. */}
        <LocalLink to="/menu" className="font-semibold text-primary underline underline-offset-4">
          {menuLink}
        </LocalLink>
      </p>
    </Section>
  );
}
