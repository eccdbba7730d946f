import { graphql } from "gatsby";
import { useSiteData } from "../hooks/use-site-data";
import type { DishDay } from "./page-context";
import { allergenWords } from "./dish-card";
import { DishDays } from "./dish-days";
import { DishIntro } from "./dish-intro";
import { NutritionTable } from "./nutrition-table";
import { ButtonLink } from "../components/ui/button-link";
import { Section } from "../components/ui/section";

export const query = graphql`
  fragment DishDetailSection on Query {
    menuPageJson(lang: { eq: $lang }) {
      ...MenuWords
      nutrition {
        fibre
        salt
        perPortion
        per100g
      }
      ingredients
      crossContactText
      dish {
        portion
        nutritionTitle
        onMenuTitle
        notOnMenu
        onDay
        onWeek
        back
        register
      }
    }
    dishesJson(lang: { eq: $lang }, slug: { eq: $slug }) {
      ...MenuDish
      ingredients
      portionText
      nutritionText {
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
            formats: [AUTO, AVIF]
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

/** A dish's own page: what it is, what is in it, its nutrition, and when it is on the menu. */
export function DishDetail({ menuPageJson, dishesJson, days }: Props) {
  const { lang } = useSiteData();
  const words = menuPageJson!;
  const dish = dishesJson!;
  const h2 = "text-xl font-semibold";
  return (
    <Section band="py-12 sm:py-16" className="grid gap-10 lg:grid-cols-2">
      <DishIntro dish={dish} words={words} />
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
          <p>{allergenWords(words, dish.allergens, lang)}</p>
          <p className="text-sm text-muted-foreground">{words.crossContactText}</p>
        </section>
        <NutritionTable dish={dish} words={words} />
        <DishDays days={days} words={words} className={h2} />
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
