import { fill } from "../lib/format";
import type { DishDay } from "./page-context";

type Props = {
  days: readonly DishDay[];
  words: {
    meals: Record<DishDay["meal"], string>;
    dish: { onMenuTitle: string; notOnMenu: string; onDay: string };
  };
  /** The heading's style, the same as its page's other headings. */
  className: string;
};

/** The days a dish is on the published menus, with the meal, or that it is on none. */
export function DishDays({ days, words, className }: Props) {
  return (
    <section aria-labelledby="dish-days" className="space-y-2">
      <h2 id="dish-days" className={className}>
        {words.dish.onMenuTitle}
      </h2>
      {days.length === 0 ? (
        <p>{words.dish.notOnMenu}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5">
          {days.map((d) => (
            <li key={`${d.date}-${d.meal}`}>
              {fill(words.dish.onDay, { date: d.date, meal: words.meals[d.meal] })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
