import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadContent } from "../../../gatsby/content/snapshot";
import { deliveryContext } from "../../../gatsby/delivery/context";
import { content } from "../../../jest/fixtures";
import { fill } from "../../lib/format";
import { weekOffer } from "../../catalog/offer";
import { DISHES_FIELD, FirstWeekDishes } from "../first-week-dishes";

const context = deliveryContext(loadContent(), "en", "2026-11-25");
const copy = content().delivery.food;
const choice = { diet: ["vegetarian"], without: ["nuts"] };
const [, second] = context.offer.weeks;
const sent = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>(`input[name="${DISHES_FIELD}"]`)!.value;

test("shows the first week's dishes for the choices, names the days nothing suits, and sends them", async () => {
  const { container } = render(
    <FirstWeekDishes
      copy={copy}
      context={context}
      monday={second.monday}
      plan="ready-5"
      choice={choice}
    />,
  );
  const served = weekOffer(context.offer, second, "ready", choice);
  const parts = sent(container).split(",");
  expect(parts).toHaveLength(served.days.length * 2);
  served.days.forEach((d, i) =>
    d.meals.forEach((m, j) =>
      expect(parts[i * 2 + j]).toBe(
        `${d.day}-${m.meal}:${m.dish === null ? "" : context.dishSlugs[m.dish]}`,
      ),
    ),
  );
  const days = context.weeks.find((w) => w.monday === second.monday)!.days;
  const uncovered = served.days.filter((d) => !d.covered);
  if (uncovered.length > 0)
    expect(
      screen.getByText(
        fill(copy.uncovered, {
          days: uncovered.map((d) => days[d.day as keyof typeof days]).join(", "),
          // As Testing Library reads the page's text: each run of spaces as one.
        }).replace(/\s+/g, " "),
      ),
    ).toBeInTheDocument();
  // A swap is sent in the dish's place.
  const meal = served.days
    .flatMap((d) => d.meals.map((m) => ({ day: d.day, ...m })))
    .find((m) => m.swaps.length > 0);
  if (meal) {
    const select = container.querySelector<HTMLSelectElement>(
      `#delivery-dish-${meal.day}-${meal.meal}`,
    )!;
    await userEvent.selectOptions(select, String(meal.swaps[0]));
    expect(sent(container)).toContain(
      `${meal.day}-${meal.meal}:${context.dishSlugs[meal.swaps[0]]}`,
    );
  }
});
