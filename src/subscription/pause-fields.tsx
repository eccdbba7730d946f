import { fill } from "../lib/format";
import { Input } from "../components/forms/input";
import { Label } from "../components/forms/label";
import { FieldProblem } from "../components/forms/field-problem";
import type { SubscriptionCopy } from "./fragments";
import { PAUSE_WEEKS, resumeWeek } from "./message";
import { problemAt, type Problems } from "./problems";
import type { OpenWeek } from "./week-label";
import { WeekSelect } from "./week-select";

type Props = {
  copy: SubscriptionCopy;
  weeks: readonly OpenWeek[];
  /** Every week the page knows, to name the week deliveries resume (past the open ones too). */
  named: readonly OpenWeek[];
  note?: string;
  problems: Problems;
  /** The answers so far: the first week and the length as typed. */
  from: string;
  length: string;
};

/** A pause: from an open week, 1 to 4 weeks, and the week deliveries resume, said as it changes. */
export function PauseFields({ copy, weeks, named, note, problems, from, length }: Props) {
  const count = /^\d+$/.test(length) ? Number(length) : NaN;
  const fits = count >= PAUSE_WEEKS.min && count <= PAUSE_WEEKS.max;
  const resume = from && fits ? resumeWeek(from, count) : "";
  const resumeDate = named.find((w) => w.monday === resume)?.date;
  return (
    <>
      <WeekSelect
        kind="pause"
        label={copy.pause.from}
        copy={copy}
        weeks={weeks}
        note={note}
        problem={problems.from}
      />
      <div className="space-y-2">
        <Label htmlFor="subscription-length">{copy.pause.length}</Label>
        <Input
          id="subscription-length"
          name="length"
          type="number"
          inputMode="numeric"
          min={PAUSE_WEEKS.min}
          max={PAUSE_WEEKS.max}
          className="w-28"
          aria-invalid={problems.length ? true : undefined}
          aria-describedby={problems.length ? problemAt("length") : "subscription-length-hint"}
        />
        <p id="subscription-length-hint" className="text-sm text-muted-foreground">
          {copy.pause.hint}
        </p>
        <FieldProblem id={problemAt("length")} text={problems.length} />
      </div>
      <input type="hidden" name="resume" value={resume} />
      <p aria-live="polite" className="text-sm font-medium">
        {resumeDate ? fill(copy.pause.resume, { date: resumeDate }) : ""}
      </p>
    </>
  );
}
