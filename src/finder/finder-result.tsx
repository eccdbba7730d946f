import { useEffect, useRef } from "react";
import { Button } from "../components/ui/button";
import { trackEvent } from "../lib/analytics";
import type { IsoDate } from "../catalog/week";
import { energyInput, type Answers } from "./answers";
import { EnergyNote } from "./energy-note";
import { FittingDishes } from "./fitting-dishes";
import type { FinderData } from "./fragments";
import type { FinderContext } from "./page-context";
import { ruleFor } from "./recommend";
import { Recommendation } from "./result";
import { coveredEnergy, visitorWeek } from "./week-facts";

type Props = FinderData & {
  finder: FinderContext;
  answers: Answers;
  /** The visitor's date in Yerevan (null until read, after hydration). */
  today: IsoDate | null;
  focus: boolean;
  onChange: () => void;
  onStartOver: () => void;
};

/** The result: the plan, the energy estimate beside what it brings, and the dishes that fit. */
export function FinderResult({
  finder,
  answers,
  today,
  focus,
  onChange,
  onStartOver,
  ...data
}: Props) {
  const copy = data.planFinderJson!;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const plans = data.finderPlans.nodes;
  const rule = ruleFor(copy.rules, answers);
  const plan = plans.find((p) => p.slug === rule?.plan);
  useEffect(() => {
    if (plan) trackEvent("Plan finder result", { plan: plan.slug });
  }, [plan]);
  if (!plan) return null;
  const alternative = plans.find((p) => p.slug === rule?.alternative);
  const week = today ? visitorWeek(finder, today) : undefined;
  const filters = { diet: answers.diet, without: answers.without, kind: [] };
  const family = plan.family === "diy" ? "diy" : plan.family === "ready" ? "ready" : "single";
  const kcalUnit = data.finderWords!.kcalUnit;
  return (
    <div className="space-y-10">
      <section aria-labelledby="finder-result" className="space-y-4">
        <h2
          id="finder-result"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold outline-none"
        >
          {copy.result.title}
        </h2>
        <p role="status" className="sr-only">
          {`${copy.result.title}: ${plan.name}, ${plan.subtitle}`}
        </p>
        <Recommendation copy={copy} plan={plan} alternative={alternative} answers={answers} />
      </section>
      <EnergyNote
        copy={copy}
        input={energyInput(answers)}
        covered={week ? coveredEnergy(finder, week, filters, family) : null}
        family={family}
        finder={finder}
        kcalUnit={kcalUnit}
      />
      {today && (
        <FittingDishes
          copy={copy}
          finder={finder}
          week={week}
          filters={filters}
          kind={family === "diy" ? "kit" : "ready"}
          dishes={data.finderDishes.nodes}
          kcalUnit={kcalUnit}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" size="lg" onClick={onChange}>
          {copy.result.change}
        </Button>
        <Button type="button" variant="ghost" size="lg" onClick={onStartOver}>
          {copy.result.startOver}
        </Button>
      </div>
    </div>
  );
}
