import { Picture } from "../components/ui/picture";
import { LocalLink } from "../components/ui/local-link";
import { useSiteData } from "../hooks/use-site-data";
import type { Lang } from "../lib/languages";
import { listInSentence, withUnit } from "../lib/format";
import type { DishFacts } from "./page-context";

type Section = Queries.MenuWeeksSectionFragment;
export type Words = NonNullable<Section["menuPageJson"]>;
/** A dish as the cards take it: its texts and picture (the page's query) and its facts (the context). */
export type CardDish = Section["dishes"]["nodes"][number] & DishFacts;

export const nameOf = (list: readonly { slug: string; name: string }[], slug: string) =>
  list.find((w) => w.slug === slug)?.name ?? slug;

/**
 * The words for a dish's allergens, or that it has none of the 14: "Milk, eggs". The names are
 * the filters' labels, each capitalised; inside a list only the first keeps its capital.
 */
export const allergenWords = (
  words: Pick<Words, "allergens" | "noAllergens">,
  ids: readonly string[],
  lang: Lang,
) =>
  ids.length === 0
    ? words.noAllergens
    : listInSentence(
        ids.map((id) => nameOf(words.allergens, id)),
        lang,
      );

type Props = {
  dish: CardDish;
  words: Words;
  meal?: string;
  /** The first screen's largest picture (see Picture). */
  priority?: boolean;
};

/**
 * One dish of the week: picture, name (to its page), energy and macronutrients, allergens in
 * words and its diet marks. `meal` names the meal it is served at (lunch, dinner).
 */
export function DishCard({ dish, words, meal, priority }: Props) {
  const { lang } = useSiteData();
  const image = dish.image?.childImageSharp?.gatsbyImageData;
  const n = words.nutrition;
  const facts = [
    [n.kcal, withUnit(dish.nutritionText.kcal, words.kcalUnit)],
    [n.protein, dish.nutritionText.protein],
    [n.fat, dish.nutritionText.fat],
    [n.carbohydrates, dish.nutritionText.carbohydrates],
  ];
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
      data-dish={dish.slug}
    >
      {/* On a phone the picture is a thumbnail beside the name, which halves the card's height. */}
      <div className="flex items-start gap-3 p-4 pb-0 sm:flex-col sm:items-stretch sm:gap-0 sm:p-0">
        {image && (
          <Picture
            image={image}
            alt={dish.alt}
            priority={priority}
            className="w-24 shrink-0 rounded-lg sm:w-auto sm:rounded-none"
          />
        )}
        <div className="flex flex-col gap-1 sm:gap-3 sm:px-5 sm:pt-5">
          {meal && (
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{meal}</p>
          )}
          <h4 className="text-lg leading-snug font-bold">
            <LocalLink to={`/menu/${dish.slug}`} className="underline-offset-4 hover:underline">
              {dish.name}
            </LocalLink>
          </h4>
          {dish.cookingText && <p className="text-sm font-medium">{dish.cookingText}</p>}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 pt-3 sm:p-5 sm:pt-3">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          {facts.map(([label, value]) => (
            // A long label ("Калорийность") and its value share half a phone's card: the
            // value moves under the label, to the right, rather than run into the next column.
            <div key={label} className="flex flex-wrap justify-between gap-x-2">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="ms-auto font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm">
          {/* The space after the label is the page's: typesetting trims one at a text's end. */}
          <span className="font-semibold">{words.allergensLabel}</span>{" "}
          {allergenWords(words, dish.allergens, lang)}
        </p>
        {dish.diets.length > 0 && <p className="sr-only">{words.dietsTitle}</p>}
        {dish.diets.length > 0 && (
          <ul className="mt-auto flex flex-wrap gap-2 text-sm font-medium">
            {dish.diets.map((d) => (
              <li key={d} className="rounded-full bg-secondary px-3 py-1 text-secondary-foreground">
                {nameOf(words.diets, d)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
