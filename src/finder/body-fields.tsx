import { fill } from "../lib/format";
import { Input } from "../components/forms/input";
import { Label } from "../components/forms/label";
import { MEASURES, type Answers } from "./answers";
import { type BodyField, type MeasureProblem } from "./body-answers";
import { LIMITS, type Measure } from "./energy";
import type { FinderCopy } from "./fragments";
import { ChoiceGroup } from "../components/forms/choices";
import { FieldProblem, invalidIf, problemId } from "../components/forms/field-problem";

export type Problems = Partial<Record<BodyField, MeasureProblem | "missing">>;

type Props = {
  copy: FinderCopy;
  answers: Answers;
  problems: Problems;
  onChange: (patch: Partial<Answers>) => void;
};

/** The id of a field's message, for aria-describedby. */
const problemAt = (field: BodyField) => problemId("finder", field);

/** A field's message in the copy's words: missing, not a number, or out of its range. */
export function problemText(copy: FinderCopy, field: BodyField, problem: Problems[BodyField]) {
  if (!problem) return "";
  if (problem === "missing") return copy.problems.missing;
  if (problem === "number") return copy.problems.number;
  const { min, max } = LIMITS[field as Measure];
  return fill(copy.problems[field as Measure], { min: String(min), max: String(max) });
}

/** A group of radio buttons with its legend and its message. */
function Group(props: {
  field: BodyField | "goal" | "status";
  legend: string;
  options: { value: string; label: string }[];
  answers: Answers;
  onChange: Props["onChange"];
  problem?: string;
}) {
  const { field, legend, options, answers, onChange, problem } = props;
  const value = answers[field];
  return (
    <ChoiceGroup
      name={field}
      legend={legend}
      options={options}
      chosen={typeof value === "string" ? [value] : []}
      onChange={([v]) => onChange({ [field]: v === "" ? undefined : v })}
      problem={problem || undefined}
      problemAt={problemId("finder", field)}
    />
  );
}

/** The optional energy estimate's fields, each with its message by it. */
export function BodyFields({ copy, answers, problems, onChange }: Props) {
  const b = copy.body;
  const measureLabel: Record<Measure, string> = { age: b.age, height: b.height, weight: b.weight };
  return (
    <div className="space-y-6">
      <Group
        field="sex"
        legend={b.sex}
        options={[
          { value: "female", label: b.female },
          { value: "male", label: b.male },
        ]}
        answers={answers}
        onChange={onChange}
        problem={problemText(copy, "sex", problems.sex)}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {MEASURES.map((field) => {
          const text = problemText(copy, field, problems[field]);
          return (
            <div key={field} className="space-y-2">
              <Label htmlFor={`finder-${field}`}>{measureLabel[field]}</Label>
              <Input
                id={`finder-${field}`}
                name={field}
                inputMode="decimal"
                autoComplete="off"
                maxLength={6}
                value={answers[field] ?? ""}
                {...invalidIf(problemAt(field), text)}
                onChange={(e) => onChange({ [field]: e.target.value || undefined })}
              />
              <FieldProblem id={problemAt(field)} text={text} />
            </div>
          );
        })}
      </div>
      <Group
        field="activity"
        legend={b.activity}
        options={[
          { value: "sedentary", label: b.sedentary },
          { value: "light", label: b.light },
          { value: "moderate", label: b.moderate },
          { value: "active", label: b.active },
          { value: "very-active", label: b.veryActive },
        ]}
        answers={answers}
        onChange={onChange}
        problem={problemText(copy, "activity", problems.activity)}
      />
      <Group
        field="goal"
        legend={b.goal}
        options={[
          { value: "lose", label: b.lose },
          { value: "keep", label: b.keep },
          { value: "gain", label: b.gain },
        ]}
        answers={answers}
        onChange={onChange}
      />
      {answers.sex !== "male" && (
        <Group
          field="status"
          legend={b.status}
          options={[
            { value: "", label: b.none },
            { value: "pregnant", label: b.pregnant },
            { value: "breastfeeding", label: b.breastfeeding },
          ]}
          answers={{ ...answers, status: answers.status ?? ("" as never) }}
          onChange={onChange}
        />
      )}
    </div>
  );
}
