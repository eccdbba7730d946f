import { graphql } from "gatsby";
import type { DishDay } from "../../../gatsby/dish-pages";
import { fill } from "../../lib/format";
import { allergenWords } from "../parts/dish-card";
import { NutritionTable } from "../parts/nutrition-table";
import { ButtonLink } from "../ui/button-link";
import { Picture } from "../ui/picture";
import { Section } from "../ui/section";

export const query = graphql`
  fragment DishDetailSection on Query {
    menuPageJson(lang: { eq: $lang }) {
      meals {
        lunch
        dinner
        kits
      }
      kinds {
        slug
        name
      }
      diets {
        slug
        name
      }
      allergens {
        slug
        name
      }
      nutrition {
        kcal
        protein
        fat
        carbohydrates
        fibre
        salt
        perPortion
        per100g
      }
      noAllergens
      ingredients
      kcalUnit
      allergensTitle
      dietsTitle
      dish {
        portion
        nutritionTitle
        onMenuTitle
        notOnMenu
        back
        register
      }
    }
    dishesJson(lang: { eq: $lang }, slug: { eq: $slug }) {
      slug
      kind
      name
      description
      ingredients
      alt
      allergens
      diets
      portion
      nutrition {
        kcal
        protein
        fat
        carbohydrates
        fibre
        salt
      }
      portionText
      nutritionText {
        kcal
        protein
        fat
        carbohydrates
        fibre
        salt
      }
      per100gText {
        kcal
        protein
        fat
        carbohydrates
        fibre
        salt
      }
      image {
        childImageSharp {
          gatsbyImageData(
            width: 720
            outputPixelDensities: [1, 2]
            placeholder: DOMINANT_COLOR
            formats: [AUTO, WEBP, AVIF]
            sizes: "(min-width: 1024px) 560px, calc(100vw - 2rem)"
          )
        }
      }
    }
  }
`;

type Props = Queries.DishDetailSectionFragment & { days: readonly DishDay[] };

// Long Armenian and Russian labels wrap on a narrow phone instead of running off it.
const wraps = "h-auto! min-h-10 text-center whitespace-normal!";

const nameOf = (list: readonly { slug: string; name: string }[], slug: string) =>
  list.find((w) => w.slug === slug)?.name ?? slug;

/** A dish's own page: what it is, what is in it, its nutrition, and when it is on the menu. */
export function DishDetail({ menuPageJson, dishesJson, days }: Props) {
  const words = menuPageJson!;
  const dish = dishesJson!;
  const image = dish.image?.childImageSharp?.gatsbyImageData;
  const h2 = "text-xl font-semibold";
  return (
    <Section band="py-12 sm:py-16" className="grid gap-10 lg:grid-cols-2">
      <div className="min-w-0 space-y-4">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">
          {nameOf(words.kinds, dish.kind)}
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-balance break-words hyphens-auto sm:text-4xl">
          {dish.name}
        </h1>
        <p className="text-lg text-pretty text-muted-foreground">{dish.description}</p>
        <p>{fill(words.dish.portion, { grams: dish.portionText })}</p>
        {dish.diets.length > 0 && <p className="sr-only">{words.dietsTitle}</p>}
        {dish.diets.length > 0 && (
          <ul className="flex flex-wrap gap-2 text-sm font-medium">
            {dish.diets.map((d) => (
              <li key={d} className="rounded-full bg-secondary px-3 py-1 text-secondary-foreground">
                {nameOf(words.diets, d)}
              </li>
            ))}
          </ul>
        )}
        {image && <Picture image={image} alt={dish.alt} priority className="rounded-2xl" />}
      </div>
      <div className="min-w-0 space-y-8">
        <section aria-labelledby="dish-ingredients" className="space-y-2">
          <h2 id="dish-ingredients" className={h2}>
            {words.ingredients}
          </h2>
          <p>{dish.ingredients}</p>
        </section>
        <section aria-labelledby="dish-allergens" className="space-y-2">
          <h2 id="dish-allergens" className={h2}>
            {words.allergensTitle}
          </h2>
          <p>{allergenWords(words, dish.allergens)}</p>
        </section>
        <NutritionTable dish={dish} words={words} />
        <section aria-labelledby="dish-days" className="space-y-2">
          <h2 id="dish-days" className={h2}>
            {words.dish.onMenuTitle}
          </h2>
          {days.length === 0 ? (
            <p>{words.dish.notOnMenu}</p>
          ) : (
            <ul className="list-disc space-y-1 pl-5">
              {days.map((d) => (
                <li key={`${d.date}-${d.meal}`}>
                  {d.date}: {words.meals[d.meal]}
                </li>
              ))}
            </ul>
          )}
        </section>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/menu" variant="outline" className={wraps}>
            {words.dish.back}
          </ButtonLink>
          <ButtonLink to="/register" className={wraps}>
            {words.dish.register}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
