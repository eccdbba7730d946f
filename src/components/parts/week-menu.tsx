import type { WeekView } from "../../../gatsby/menu-context";
import { DishCard, type CardDish, type Words } from "./dish-card";

type Props = {
  week: WeekView;
  /** The week's file: which dish on which day, and its kits. */
  plan: {
    days: readonly { day: string; lunch: string; dinner: string }[];
    kits: readonly string[];
  };
  dishes: ReadonlyMap<string, CardDish>;
  words: Words;
  /** Unique on the page: a week can show in more than one panel. */
  id: string;
  cutoff?: string;
};

const grid = "grid gap-4 sm:grid-cols-2";

/** One week of the menu: each delivery day's lunch and dinner, then the week's DIY kits. */
export function WeekMenu({ week, plan, dishes, words, id, cutoff }: Props) {
  const dateOf = new Map(week.days.map((d) => [d.day, d.date]));
  // The item carries what the filters look at (see filterCss).
  const card = (slug: string, meal?: string) => {
    const dish = dishes.get(slug);
    return (
      dish && (
        <li
          key={`${slug}-${meal ?? "kit"}`}
          data-kind={dish.kind}
          data-diets={dish.diets.join(" ")}
          data-allergens={dish.allergens.join(" ")}
        >
          <DishCard dish={dish} words={words} meal={meal} />
        </li>
      )
    );
  };
  return (
    // A group under its heading, not a landmark: the hidden panels repeat "This week".
    <div className="space-y-8" data-week={week.monday}>
      <div className="space-y-1">
        <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {words[week.heading]}
        </h2>
        {cutoff && <p className="font-medium text-primary">{cutoff}</p>}
      </div>
      {plan.days.map(({ day, lunch, dinner }) => (
        <div key={day} className="space-y-4">
          <h3 id={`${id}-${day}`} className="text-xl font-semibold">
            {dateOf.get(day)}
          </h3>
          <ul className={grid}>
            {card(lunch, words.meals.lunch)}
            {card(dinner, words.meals.dinner)}
          </ul>
        </div>
      ))}
      {plan.kits.length > 0 && (
        <div className="space-y-4">
          <h3 id={`${id}-kits`} className="text-xl font-semibold">
            {words.meals.kits}
          </h3>
          <ul className={grid}>{plan.kits.map((slug) => card(slug))}</ul>
        </div>
      )}
    </div>
  );
}
