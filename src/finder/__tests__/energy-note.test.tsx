import { render, screen } from "@testing-library/react";
import { loadContent } from "../../../gatsby/content/snapshot";
import { fill } from "../../lib/format";
import type { Body } from "../energy";
import { ENERGY_FLOOR } from "../energy";
import { EnergyNote } from "../energy-note";
import type { FinderCopy } from "../fragments";
import type { FinderContext } from "../page-context";

const copy = loadContent().read<FinderCopy>("plan-finder.json", "en");
const e = copy.energy;
const finder = {
  digits: { separator: ",", from: 1000 },
  percent: { lose: "15%", gain: "10%" },
  underweightBmi: "18.5",
} as FinderContext;
const unit = "kcal";

function note(body: Body, kcal: number | null = null) {
  // Every day of a five-day week covered.
  const covered = kcal === null ? null : { kcal, covered: 5, total: 5 };
  render(
    <EnergyNote
      copy={copy}
      input={{ kind: "body", body }}
      covered={covered}
      family="ready"
      finder={finder}
      kcalUnit={unit}
    />,
  );
}
const woman = { sex: "female", age: 30, height: 165, weight: 60, activity: "light" } as const;

test("below the floor, no figure: the floor and the advice to ask a doctor instead", () => {
  // 45 kg, 150 cm, 70 years, sedentary, losing weight: the equation gives 890 kcal.
  note({ sex: "female", age: 70, height: 150, weight: 45, activity: "sedentary", goal: "lose" });
  expect(screen.getByText(fill(e.floor, { floor: `1,200 ${unit}` }))).toBeInTheDocument();
  expect(ENERGY_FLOOR.female).toBe(1200);
  expect(screen.queryByText(/890/)).not.toBeInTheDocument();
  const figureStart = e.figure.split("{energy}")[0].trim();
  expect(screen.queryByText(new RegExp(`^${figureStart}`))).not.toBeInTheDocument();
});

test("an underweight body asking to lose weight gets why, and the figure to keep it", () => {
  // 48 kg at 165 cm: 1200.25 at rest × 1.375 = 1650.3 -> 1650 to keep.
  note({ ...woman, weight: 48, goal: "lose" });
  expect(screen.getByText(fill(e.underweight, { limit: "18.5" }))).toBeInTheDocument();
  expect(screen.getByText(fill(e.figure, { energy: `1,650 ${unit}` }))).toBeInTheDocument();
  expect(screen.getByText(fill(e.method, { goal: e.keep }))).toBeInTheDocument();
});

test("meals that alone reach the estimate are said so plainly, never 0 kcal left", () => {
  // 1,820 kcal to keep; the meals bring 1,900.
  note({ ...woman, goal: "keep" }, 1900);
  expect(
    screen.getByText(fill(e.readyFull, { covered: `1,900 ${unit}` }), { exact: false }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(fill(e.days, { covered: "5", total: "5" }), { exact: false }),
  ).toBeInTheDocument();
  expect(screen.queryByText(new RegExp(`\\b0 ${unit}`))).not.toBeInTheDocument();
});
