import { DAY, DAY_EMPTY, WEEK } from "./marks";
import { Alternatives } from "./alternatives";
import { filterAttributes } from "../catalog/filter";
import type { WeekView } from "./page-context";
import { MENU_LATER } from "./panel-style";
import { WeekHead } from "./week-head";
import { DishCard, type CardDish, type Words } from "./dish-card";

type Props = {
  week: Omit<WeekView, "plan">;
  /** The week's file: which dish on which day, and its kits. */
  plan: {
    days: readonly {
      day: string;
      lunch: string;
      dinner: string;
      lunchAlternatives: readonly string[];
      dinnerAlternatives: readonly string[];
    }[];
    kits: readonly string[];
  };
  dishes: ReadonlyMap<string, CardDish>;
  words: Words;
  /**
   * The first week the built page shows: its first dish's picture is the largest paint of
   * the first screen, requested at once and first. Only one week's: the others are hidden
   * until the visitor's date picks them, and an eager picture is fetched even when hidden.
   */
  lead?: boolean;
};

// Tracks of a set width: a card not yet laid out (MENU_LATER) must not widen its column.
const grid = "grid grid-cols-1 gap-4 sm:grid-cols-2";
/*
 * The dishes after a week's first day are below the first screen whichever week shows first:
 * the browser styles and lays them out (and fetches their pictures) only when they come near
 * (MENU_LATER, see menuPanelStyle). Each card on its own, not its day: a part not yet laid out
 * is clipped at the height reserved for it, which a card fits in and a day on a phone does not.
 */
const later = { [MENU_LATER]: "" };

/**
 * One week of the menu: each delivery day's lunch and dinner, then the week's DIY kits. The
 * week shows as the week a visitor can order (headed with its dates and cutoff) or as the week
 * being delivered, depending on the visitor's clock, so it holds the heading of each role it
 * can take; the page's style shows those of its role (menuPanelStyle) before first paint.
 */
export function WeekMenu({ week, plan, dishes, words, lead = false }: Props) {
  const id = `w-${week.monday}`;
  const dateOf = new Map(week.days.map((d) => [d.day, d.date]));
  // The item carries what the filters look at (see filterCss).
  const card = (slug: string, below: boolean, meal?: string, priority = false) => {
    const dish = dishes.get(slug);
    return (
      dish && (
        <li key={`${slug}-${meal ?? "kit"}`} {...(below && later)} {...filterAttributes(dish)}>
          <DishCard dish={dish} words={words} meal={meal} priority={priority} />
        </li>
      )
    );
  };
  return (
    // A group under its heading, not a landmark: hidden weeks repeat "This week".
    <div className="space-y-8" {...{ [WEEK]: week.monday }}>
      <WeekHead id={id} week={week} words={words} />
      {plan.days.map(({ day, lunch, dinner, lunchAlternatives, dinnerAlternatives }, i) => {
        const alternatives = [
          ...lunchAlternatives.map((slug) => ({ slug, meal: words.meals.lunchInstead })),
          ...dinnerAlternatives.map((slug) => ({ slug, meal: words.meals.dinnerInstead })),
        ].flatMap(({ slug, meal }) => {
          const dish = dishes.get(slug);
          return dish ? [{ dish, meal }] : [];
        });
        return (
          <div key={day} className="space-y-4" {...{ [DAY]: "" }}>
            <h3 id={`${id}-${day}`} className="text-xl font-semibold">
              {dateOf.get(day)}
            </h3>
            {/* Shown only by the page's style, when the filters leave the day nothing. */}
            <p {...{ [DAY_EMPTY]: "" }} style={{ display: "none" }} className="font-medium">
              {words.filters.dayEmpty}
            </p>
            <ul className={grid}>
              {card(lunch, i > 0, words.meals.lunch, lead && i === 0)}
              {card(dinner, i > 0, words.meals.dinner)}
            </ul>
            {alternatives.length > 0 && (
              <div {...(i > 0 && later)}>
                <Alternatives items={alternatives} words={words} />
              </div>
            )}
          </div>
        );
      })}
      {plan.kits.length > 0 && (
        <div className="space-y-4">
          <h3 id={`${id}-kits`} className="text-xl font-semibold">
            {words.meals.kits}
          </h3>
          <ul className={grid}>{plan.kits.map((slug) => card(slug, true))}</ul>
        </div>
      )}
    </div>
  );
}
