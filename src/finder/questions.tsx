import { useEffect, useRef } from "react";
import { fill } from "../lib/format";
import { Button } from "../components/ui/button";
import type { Answers } from "./answers";
import { BodyFields, type Problems } from "./body-fields";
import { Choices } from "../components/forms/choices";
import type { FinderCopy, FinderData } from "./fragments";
import { oneChoice, type Step } from "./steps";

type Props = {
  copy: FinderCopy;
  words: NonNullable<FinderData["finderWords"]>;
  steps: Step[];
  at: number;
  answers: Answers;
  problems: Problems;
  /** Whether to move the focus to the question (not on the page's first paint). */
  focus: boolean;
  onChange: (patch: Partial<Answers>) => void;
  onBack: () => void;
  onSkip: () => void;
  onNext: () => void;
};

/** One question at a time, with its progress, Back, Skip and Next (the last shows the plan). */
export function Questions(props: Props) {
  const { copy, words, steps, at, answers, problems, focus, onChange } = props;
  const step = steps[at];
  const legend = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) legend.current?.focus();
  }, [step, focus]);
  const last = at === steps.length - 1;
  const hint = step === "diet" || step === "without" || step === "body" ? copy[step].hint : "";
  return (
    <form
      data-needs-script=""
      className="space-y-6"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        props.onNext();
      }}
    >
      <div className="space-y-2">
        <p className="text-sm font-medium text-muted-foreground">
          {fill(copy.progress, { step: String(at + 1), total: String(steps.length) })}
        </p>
        <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
          <div
            className="h-full rounded-full bg-primary"
            style={{ width: `${((at + 1) / steps.length) * 100}%` }}
          />
        </div>
      </div>
      <fieldset className="space-y-4" aria-describedby={hint ? "finder-hint" : undefined}>
        <legend className="mb-4">
          <h2 ref={legend} tabIndex={-1} className="text-2xl font-bold outline-none">
            {copy[step].title}
          </h2>
        </legend>
        {hint && (
          <p id="finder-hint" className="text-muted-foreground">
            {hint}
          </p>
        )}
        {(step === "start" || step === "cook" || step === "days") && (
          <Choices
            name={step}
            options={oneChoice(step, copy)}
            chosen={answers[step] ? [answers[step]!] : []}
            onChange={([v]) => onChange({ [step]: v })}
          />
        )}
        {(step === "diet" || step === "without") && (
          <Choices
            name={step}
            multiple
            columns={step === "without"}
            options={(step === "diet" ? words.diets : words.allergens).map((w) => ({
              value: w.slug,
              label: w.name,
            }))}
            chosen={answers[step]}
            onChange={(values) => onChange({ [step]: values })}
          />
        )}
        {step === "body" && (
          <BodyFields copy={copy} answers={answers} problems={problems} onChange={onChange} />
        )}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg">
          {last ? copy.show : copy.next}
        </Button>
        <Button type="button" variant="ghost" size="lg" onClick={props.onSkip}>
          {copy.skip}
        </Button>
        {at > 0 && (
          <Button
            type="button"
            variant="outline"
            size="lg"
            onClick={props.onBack}
            className="sm:ml-auto"
          >
            {copy.back}
          </Button>
        )}
      </div>
    </form>
  );
}
