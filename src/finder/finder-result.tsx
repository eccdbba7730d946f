import { useEffect, useRef } from "react";
import { Button } from "../components/ui/button";
import { trackEvent } from "../lib/analytics";
import { fill } from "../lib/format";
import { type Answers } from "./answers";
import { energyInput } from "./body-answers";
import { EnergyNote } from "./energy-note";
import { FittingDishes } from "./fitting-dishes";
import type { FinderData } from "./fragments";
import type { FinderContext } from "./page-context";
import { ruleFor } from "./recommend";
import { Recommendation } from "./result";
import { coveredEnergy, offerOf, visitorWeek } from "./week-facts";
import { fitPlan } from "./fit-plan";

type Props = FinderData & {
  finder: FinderContext;
  answers: Answers;
  /** The visitor's clock (null until read, after hydration): which week they can order. */
  now: Date | null;
  focus: boolean;
  onChange: () => void;
  onStartOver: () => void;
};

/** The result: the plan, the energy estimate beside what it brings, and the dishes that fit. */
export function FinderResult({
  finder,
  answers,
  now,
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
  const week = now ? visitorWeek(finder, now) : undefined;
  const filters = { diet: answers.diet, without: answers.without, kind: [] };
  const ruled = plans.find((p) => p.slug === rule?.plan);
  // Only a plan the week a visitor can order fills for their answers.
  const fitted = ruled && fitPlan(plans, ruled, offerOf(finder), week, filters);
  const plan = fitted?.plan;
  useEffect(() => {
    if (plan) trackEvent("Plan finder result", { plan: plan.slug });
  }, [plan]);
  if (!plan) return null;
  const alternative = plans.find((p) => p.slug === rule?.alternative && p.slug !== plan.slug);
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
          {fill(copy.result.announced, {
            title: copy.result.title,
            plan: plan.name,
            subtitle: plan.subtitle,
          })}
        </p>
        <Recommendation
          copy={copy}
          plan={plan}
          alternative={alternative}
          answers={answers}
          short={fitted?.short}
        />
      </section>
      <EnergyNote
        copy={copy}
        input={energyInput(answers)}
        covered={week ? coveredEnergy(finder, week, filters, family) : null}
        family={family}
        finder={finder}
        kcalUnit={kcalUnit}
      />
      {now && (
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
