import { fill } from "../lib/format";
import type { DishDay } from "./page-context";

/** A line starts with a capital, also where it starts with a month («նոյեմբերի 23-ից …»). */
const startCapital = (line: string) => line.charAt(0).toUpperCase() + line.slice(1);

type Props = {
  days: readonly DishDay[];
  words: {
    meals: Record<DishDay["meal"], string>;
    dish: { onMenuTitle: string; notOnMenu: string; onDay: string; onWeek: string };
  };
  /** The heading's style, the same as its page's other headings. */
  className: string;
};

/**
 * The days a dish is on the published menus, with the meal, and the weeks it is one of the
 * kits ("Week of 23 November"), or that it is on none.
 */
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
              {d.meal === "kits"
                ? startCapital(fill(words.dish.onWeek, { date: d.date }))
                : fill(words.dish.onDay, { date: d.date, meal: words.meals[d.meal] })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
