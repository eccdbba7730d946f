import { graphql } from "gatsby";
import { Picture } from "../ui/picture";
import { SectionHeading } from "./section-heading";

export const query = graphql`
  fragment MealPhoto on MealsJson {
    name
    caption
    alt
    image {
      childImageSharp {
        gatsbyImageData(
          width: 400
          outputPixelDensities: [1, 2]
          placeholder: DOMINANT_COLOR
          formats: [AUTO, WEBP, AVIF]
          sizes: "(min-width: 1024px) 368px, (min-width: 640px) calc(50vw - 2.5rem), calc(100vw - 2rem)"
        )
      }
    }
  }
`;

type Props = {
  title: string;
  text: string;
  meals: readonly Queries.MealPhotoFragment[];
};

/** Photos of the dishes, each with its name and a short caption; they load as they scroll in. */
export function MealGallery({ title, text, meals }: Props) {
  return (
    <section aria-labelledby="gallery-title" className="pt-12 pb-20 sm:pt-16">
      <div className="mx-auto max-w-6xl space-y-12 px-4 sm:px-6">
        <SectionHeading id="gallery-title" title={title} text={text} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {meals.map((meal) => {
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
      </div>
    </section>
  );
}
