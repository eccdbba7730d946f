import type { Filters } from "../catalog/filter";
import type { Meal } from "../catalog/offer";
import { useSiteData } from "../hooks/use-site-data";
import { Alternatives } from "./alternatives";
import { DishCard, nameOf, type CardDish, type Words } from "./dish-card";
import { DAY, WEEK, YOURS } from "./marks";
import type { MenuContext } from "./page-context";
import { offerOf } from "./from-context";
import { WeekHead } from "./week-head";
import {
  choiceText,
  coveredText,
  fittingKits,
  uncoveredText,
  yourWeek,
  type YourWeekWords,
} from "./your-week";

type Props = {
  menu: Pick<MenuContext, "panels" | "weeks" | "offerWeeks" | "dishes">;
  /** The panel shown (marked on <html> before first paint). */
  panel: string;
  filters: Filters;
  dishes: ReadonlyMap<string, CardDish>;
  words: Words & { yourWeek: YourWeekWords & { swaps: string } };
};

const grid = "grid grid-cols-1 gap-4 sm:grid-cols-2";

/**
 * The weeks of the panel shown as a subscriber with the chosen diets and allergens gets them:
 * each day the one lunch and dinner (or kit) the offer gives, the day's other dishes that suit
 * as swaps beneath, and in words each meal nothing suits. Each week is marked as the owner's
 * week is (WEEK), so the page's style shows it and its role (this week or the next) alike;
 * the owner's weeks step aside while this shows (YOUR_WEEK on <html>).
 */
export function YourWeeks({ menu, panel, filters, dishes, words }: Props) {
  const { lang } = useSiteData();
  const yw = words.yourWeek;
  const choice = choiceText(filters, words, yw.without, lang);
  const offer = offerOf(menu);
  const dish = (i: number | null) => (i === null ? undefined : dishes.get(menu.dishes[i].slug));
  const label: Record<Meal, string> = {
    lunch: words.meals.lunch,
    dinner: words.meals.dinner,
    kit: nameOf(words.kinds, "kit"),
  };
  const instead: Record<Meal, string> = {
    lunch: words.meals.lunchInstead,
    dinner: words.meals.dinnerInstead,
    kit: label.kit,
  };
  const weeks = menu.panels.find((p) => p.key === panel)?.weeks ?? [];
  return weeks.map(({ monday }) => {
    const view = menu.weeks.find((w) => w.monday === monday);
    const served = yourWeek(offer, monday, filters);
    if (!view || !served) return null;
    const id = `y-${monday}`;
    const kits = fittingKits(offer, monday, filters).flatMap((i) => dish(i) ?? []);
    return (
      <div key={monday} className="space-y-8" {...{ [WEEK]: monday, [YOURS]: "" }}>
        <WeekHead id={id} week={view} words={words}>
          <p className="font-semibold">{coveredText(yw, served)}</p>
        </WeekHead>
        {served.days.map((d) => {
          const date = view.days.find((x) => x.day === d.day);
          const swaps = d.meals.flatMap((m) =>
            m.swaps.flatMap((i) => dish(i) ?? []).map((s) => ({ dish: s, meal: instead[m.meal] })),
          );
          return (
            <div key={d.day} className="space-y-4" {...{ [DAY]: "" }}>
              <h3 id={`${id}-${d.day}`} className="text-xl font-semibold">
                {date?.date}
              </h3>
              {d.meals.map(
                (m) =>
                  m.dish === null && (
                    <p key={m.meal} className="font-medium">
                      {uncoveredText(yw, m.meal, date?.said ?? d.day, choice)}
                    </p>
                  ),
              )}
              <ul className={grid}>
                {d.meals.map((m) => {
                  const card = dish(m.dish);
                  return (
                    card && (
                      <li key={m.meal}>
                        <DishCard dish={card} words={words} meal={label[m.meal]} />
                      </li>
                    )
                  );
                })}
              </ul>
              {swaps.length > 0 && <Alternatives items={swaps} words={words} title={yw.swaps} />}
            </div>
          );
        })}
        {kits.length > 0 && (
          <div className="space-y-4">
            <h3 id={`${id}-kits`} className="text-xl font-semibold">
              {words.meals.kits}
            </h3>
            <ul className={grid}>
              {kits.map((kit) => (
                <li key={kit.slug}>
                  <DishCard dish={kit} words={words} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    );
  });
}
