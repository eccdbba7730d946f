import { useState } from "react";
import { fill, labelled } from "../lib/format";
import { useSiteData } from "../hooks/use-site-data";
import { weekOffer, type Choice, type Meal } from "../catalog/offer";
import { Label } from "../components/forms/label";
import { Select } from "../components/forms/input";
import type { DeliveryCopy } from "./fragments";
import type { DeliveryContext } from "./page-context";

type Props = {
  copy: DeliveryCopy["food"];
  context: DeliveryContext;
  /** The first week's Monday, the plan chosen and the diets and allergens ticked. */
  monday: string | undefined;
  plan: string | undefined;
  choice: Choice;
};

/** The chosen dishes as the step sends them: "mon-lunch:tolma,mon-dinner:spas,tue-kit:". */
export const DISHES_FIELD = "dishes";

/**
 * The first week as the offer resolves it for the visitor's choices (src/catalog/offer.ts):
 * day by day the dish each meal gets, each swappable for another that suits on that day, and
 * the days nothing suits named, with the promise of a call. What is chosen is sent with the
 * details in one field of stable names (DISHES_FIELD), so the kitchen knows what to cook.
 */
export function FirstWeekDishes({ copy, context, monday, plan, choice }: Props) {
  const [swapped, setSwapped] = useState<Record<string, string>>({});
  const week = context.offer.weeks.find((w) => w.monday === monday);
  const dates = context.weeks.find((w) => w.monday === monday)?.days ?? {};
  if (!week) return null;
  const kind = (plan && context.planKinds[plan]) || "ready";
  const served = weekOffer(context.offer, week, kind, choice);
  const key = (day: string, meal: Meal) => `${day}-${meal}`;
  const chosen = served.days.flatMap((d) =>
    d.meals.map((m) => {
      const options = m.dish === null ? [] : [m.dish, ...m.swaps].map(String);
      const pick = swapped[key(d.day, m.meal)];
      return {
        day: d.day,
        meal: m.meal,
        value: pick && options.includes(pick) ? pick : (options[0] ?? ""),
        options,
      };
    }),
  );
  const uncovered = served.days
    .filter((d) => !d.covered)
    .map((d) => dates[d.day as keyof typeof dates] ?? d.day);
  const sent = chosen
    .map((c) => `${key(c.day, c.meal)}:${c.value === "" ? "" : context.dishSlugs[Number(c.value)]}`)
    .join(",");
  return (
    <section aria-labelledby="delivery-dishes" className="space-y-3">
      <h3 id="delivery-dishes" className="font-semibold">
        {copy.dishesTitle}
      </h3>
      <p className="text-sm text-muted-foreground">{copy.dishesHint}</p>
      <input type="hidden" name={DISHES_FIELD} value={sent} />
      <ul className="space-y-3">
        {served.days.map((d) => (
          <li key={d.day} className="space-y-2">
            <p className="font-medium">{dates[d.day as keyof typeof dates] ?? d.day}</p>
            {chosen
              .filter((c) => c.day === d.day && c.options.length > 0)
              .map((c) => {
                const id = `delivery-dish-${key(c.day, c.meal)}`;
                return (
                  <div key={id} className="grid gap-1 sm:grid-cols-[6rem_1fr] sm:items-center">
                    <Label htmlFor={id}>{copy[c.meal]}</Label>
                    <Select
                      id={id}
                      value={c.value}
                      onChange={(e) =>
                        setSwapped((s) => ({ ...s, [key(c.day, c.meal)]: e.target.value }))
                      }
                    >
                      {c.options.map((o) => (
                        <option key={o} value={o}>
                          {context.dishNames[Number(o)]}
                        </option>
                      ))}
                    </Select>
                  </div>
                );
              })}
          </li>
        ))}
      </ul>
      {uncovered.length > 0 && (
        <p className="font-medium">{fill(copy.uncovered, { days: uncovered.join(", ") })}</p>
      )}
    </section>
  );
}

/** The dishes as sent (DISHES_FIELD), for the summary: "Monday 30 November, Lunch: Tolma" (in Armenian «…, Ճաշ՝ Տոլմա»). */
export function SentDishes({
  value,
  week,
  copy,
  context,
}: {
  value: string | undefined;
  week: string | undefined;
  copy: DeliveryCopy["food"];
  context: DeliveryContext;
}) {
  const { lang } = useSiteData();
  const dates = context.weeks.find((w) => w.monday === week)?.days ?? {};
  const lines = (value ?? "").split(",").flatMap((part) => {
    const [where, slug] = part.split(":");
    const [day, meal] = where.split("-") as [string, Meal];
    const at = context.dishSlugs.indexOf(slug);
    if (!slug || at < 0 || !copy[meal]) return [];
    const date = dates[day as keyof typeof dates] ?? day;
    return [labelled(`${date}, ${copy[meal]}`, context.dishNames[at], lang)];
  });
  if (lines.length === 0) return null;
  return (
    <ul className="space-y-1">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
