import { fill, withUnit } from "../lib/format";
import type { EnergyInput } from "./body-answers";
import { energyEstimate, energyLeft } from "./energy";
import type { FinderCopy } from "./fragments";
import type { FinderContext } from "./page-context";
import { problemText } from "./body-fields";
import { groupDigits } from "./week-facts";
import { ResultSection } from "./result-section";

type Props = {
  copy: FinderCopy;
  input: EnergyInput;
  /**
   * What the recommended plan's meals bring on an average covered day of the week a visitor
   * can order (kcal), and on how many of its days; null if none is covered.
   */
  covered: { kcal: number; covered: number; total: number } | null;
  family: "ready" | "diy" | "single";
  finder: FinderContext;
  kcalUnit: string;
};

/**
 * The daily energy estimate beside what the plan brings: none when not asked for, a kind
 * word instead of a figure in pregnancy and breastfeeding, the fields to correct, or the
 * figure with how it is worked out. No weight loss is worked out for an underweight body, and
 * no figure below the floor is named (a doctor is). Always said to be an estimate.
 */
export function EnergyNote({ copy, input, covered, family, finder, kcalUnit }: Props) {
  if (input.kind === "none") return null;
  const e = copy.energy;
  const kcal = (value: number) => withUnit(groupDigits(value, finder.digits), kcalUnit);
  let body: React.ReactNode;
  if (input.kind === "status") body = <p>{e.status}</p>;
  else if (input.kind === "problems")
    body = (
      <>
        <p>{e.missing}</p>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {Object.entries(input.problems).map(([field, problem]) => (
            <li key={field}>
              {fill(copy.problems.field, {
                field: copy.body[field as keyof typeof input.problems],
                problem: problemText(copy, field as keyof typeof input.problems, problem),
              })}
            </li>
          ))}
        </ul>
      </>
    );
  else {
    const estimate = energyEstimate(input.body);
    const { goal } = estimate;
    const goalText = fill(e[goal], { percent: goal === "keep" ? "" : finder.percent[goal] });
    const left = covered === null ? null : energyLeft(estimate.kcal, covered.kcal);
    body = (
      <>
        {estimate.underweight && <p>{fill(e.underweight, { limit: finder.underweightBmi })}</p>}
        {estimate.floored ? (
          // Never a figure below the floor: what the equation gives there is for a doctor.
          <p>{fill(e.floor, { floor: kcal(estimate.floor) })}</p>
        ) : (
          <>
            {/* The figure stands out; a styled paragraph would read as a heading. */}
            <div className="text-3xl font-extrabold tracking-tight">
              {fill(e.figure, { energy: kcal(estimate.kcal) })}
            </div>
            <p className="text-sm text-muted-foreground">{fill(e.method, { goal: goalText })}</p>
            {covered !== null && (
              <p>
                {family !== "single" && left === null
                  ? fill(family === "ready" ? e.readyFull : e.diyFull, {
                      covered: kcal(covered.kcal),
                    })
                  : fill(e[family], { covered: kcal(covered.kcal), rest: kcal(left ?? 0) })}{" "}
                {family !== "single" &&
                  fill(e.days, { covered: String(covered.covered), total: String(covered.total) })}
              </p>
            )}
          </>
        )}
      </>
    );
  }
  return (
    <ResultSection id="finder-energy" title={e.title}>
      {body}
      <p className="text-sm text-muted-foreground">{e.advice}</p>
    </ResultSection>
  );
}
