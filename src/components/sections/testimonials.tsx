import { graphql } from "gatsby";
import { fill } from "../../lib/format";
import { StarIcon } from "../ui/icons";
import { SectionHeading } from "../parts/section-heading";
import { Section } from "../ui/section";

export const query = graphql`
  fragment TestimonialsSection on Query {
    homeJson(lang: { eq: $lang }) {
      testimonials {
        title
        text
        ratingLabel
      }
    }
    testimonials: allTestimonialsJson(filter: { lang: { eq: $lang } }) {
      nodes {
        name
        role
        content
        rating
        emoji
      }
    }
  }
`;

/** The top of the rating scale (src/schema/catalog/landing.ts caps `rating` at 5). */
const MAX_RATING = 5;

/** Three customer quotes with name, role, an emoji portrait and the star rating. */
export function Testimonials({ homeJson, testimonials }: Queries.TestimonialsSectionFragment) {
  // ratingLabel, "Rated {rating} out of 5": what a screen reader hears for the stars.
  const { title, text, ratingLabel } = homeJson!.testimonials;
  return (
    <Section aria-labelledby="testimonials-title" band="py-20" className="space-y-12">
      <SectionHeading id="testimonials-title" title={title} text={text} />
      <ul className="grid gap-6 md:grid-cols-3">
        {testimonials.nodes.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col gap-5 rounded-2xl border border-border bg-card p-6 shadow-sm">
              <p
                role="img"
                aria-label={fill(ratingLabel, { rating: String(t.rating) })}
                className="flex gap-0.5 text-amber-600 dark:text-amber-400"
              >
                {Array.from({ length: MAX_RATING }, (_, i) => (
                  <StarIcon
                    key={i}
                    className={i < t.rating ? "size-5" : "size-5 text-muted-foreground/40"}
                  />
                ))}
              </p>
              <blockquote className="flex-1 leading-relaxed text-pretty">
                <p>{t.content}</p>
              </blockquote>
              <figcaption className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-secondary text-2xl"
                >
                  {t.emoji}
                </span>
                <span>
                  <span className="block font-semibold">{t.name}</span>
                  <span className="block text-sm text-muted-foreground">{t.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
