import { graphql } from "gatsby";
import { ButtonLink } from "../ui/button-link";

export const query = graphql`
  fragment ClosingBannerSection on Query {
    mealPlansJson(lang: { eq: $lang }) {
      banner {
        title
        text
        cta
      }
    }
  }
`;

/** The last call to action of a page, on an emerald band. */
export function ClosingBanner({ mealPlansJson }: Queries.ClosingBannerSectionFragment) {
  const { title, text, cta } = mealPlansJson!.banner;
  return (
    <section aria-labelledby="closing-banner-title" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-xl sm:px-12">
        <h2
          id="closing-banner-title"
          className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
        >
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty opacity-90">{text}</p>
        <ButtonLink to="/register" size="lg" variant="secondary" className="mt-8 w-full sm:w-auto">
          {cta}
        </ButtonLink>
      </div>
    </section>
  );
}
