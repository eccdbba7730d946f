import { Select } from "../components/forms/input";
import { Label } from "../components/forms/label";
import { FieldProblem } from "../components/forms/field-problem";
import type { SubscriptionCopy } from "./fragments";
import { problemAt } from "./problems";
import { weekLabel, type OpenWeek } from "./week-label";

type Props = {
  /** The request it belongs to: its field's id is its own, its name `from` is shared. */
  kind: string;
  label: string;
  copy: SubscriptionCopy;
  weeks: readonly OpenWeek[];
  /** What the page says before sending when the coming week's cutoff has passed. */
  note?: string;
  problem?: string;
};

/** The week a pause, change or cancellation starts from, among the open weeks. */
export function WeekSelect({ kind, label, copy, weeks, note, problem }: Props) {
  const id = `subscription-${kind}-from`;
  const noteId = `${id}-note`;
  const described = [problem && problemAt("from"), note && noteId].filter(Boolean).join(" ");
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        name="from"
        defaultValue=""
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
      >
        <option value="">{copy.week.choose}</option>
        {weeks.map((w) => (
          <option key={w.monday} value={w.monday}>
            {weekLabel(copy, w)}
          </option>
        ))}
      </Select>
      {note && (
        <p id={noteId} className="text-sm">
          {note}
        </p>
      )}
      <FieldProblem id={problemAt("from")} text={problem} />
    </div>
  );
}
