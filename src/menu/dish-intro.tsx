import { fill } from "../lib/format";
import { Picture } from "../components/ui/picture";
import { nameOf } from "./dish-card";

type Section = Queries.DishDetailSectionFragment;
type Props = {
  dish: NonNullable<Section["dishesJson"]>;
  words: NonNullable<Section["menuPageJson"]>;
};

/** The head of a dish's page: its kind, name, description, portion, diet marks and picture. */
export function DishIntro({ dish, words }: Props) {
  const image = dish.image?.childImageSharp?.gatsbyImageData;
  return (
    <div className="min-w-0 space-y-4">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">
        {nameOf(words.kinds, dish.kind)}
      </p>
      <h1 className="text-3xl font-bold tracking-tight text-balance break-words hyphens-auto sm:text-4xl">
        {dish.name}
      </h1>
      <p className="text-lg text-pretty text-muted-foreground">{dish.description}</p>
      <p>{fill(words.dish.portion, { grams: dish.portionText })}</p>
      {dish.cookingText && <p>{dish.cookingText}</p>}
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
  );
}
