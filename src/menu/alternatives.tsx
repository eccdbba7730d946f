import { LocalLink } from "../components/ui/local-link";
import { withUnit } from "../lib/format";
import { ALTERNATIVES } from "./marks";
import { filterAttributes } from "../catalog/filter";
import { PROMISED_DIETS } from "../catalog/vocabulary";
import { nameOf, type CardDish, type Words } from "./dish-card";

type Props = {
  /** The day's alternatives, each with the meal it replaces. */
  items: { dish: CardDish; meal: string }[];
  words: Words;
  /** The box's heading, when not the owner's alternatives for other diets. */
  title?: string;
};

/**
 * The dishes a day offers instead of its lunch or dinner, for the diets those do not suit:
 * a short line each (the meal, the name to its page, energy and the promised diets it suits:
 * the card on its page has the rest), so that a day stays short; the filters show or hide
 * them with the day's cards.
 */
export function Alternatives({ items, words, title = words.meals.alternatives }: Props) {
  return (
    <div {...{ [ALTERNATIVES]: "" }} className="space-y-2 rounded-2xl border border-border p-4">
      <p className="font-semibold">{title}</p>
      <ul className="divide-y divide-border">
        {items.map(({ dish, meal }) => (
          <li key={`${dish.slug}-${meal}`} {...filterAttributes(dish)} className="py-2 text-sm">
            <span className="font-semibold text-primary uppercase">{meal}</span>{" "}
            <LocalLink
              to={`/menu/${dish.slug}`}
              className="font-semibold underline underline-offset-4"
            >
              {dish.name}
            </LocalLink>
            <span className="block text-muted-foreground">
              {withUnit(dish.nutritionText.kcal, words.kcalUnit)}
              {dish.diets
                .filter((d) => (PROMISED_DIETS as readonly string[]).includes(d))
                .map((d) => ` · ${nameOf(words.diets, d)}`)
                .join("")}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
