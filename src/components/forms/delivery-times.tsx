import { windowText, type DistrictTimes } from "../../catalog/days";
import { ChoiceGroup } from "./choices";

type Field = "days" | "window";

type Props = {
  area: DistrictTimes;
  legends: Record<Field, string>;
  /** The id of a field's message in its form. */
  problemAt: (field: Field) => string;
  problems?: Partial<Record<Field, string>>;
  /** What was ticked before, for a form that keeps its answers. */
  initial?: Partial<Record<Field, readonly string[]>>;
};

/**
 * The days and the time window of one district's deliveries (the delivery step and a
 * subscriber's change ask them alike). Drawn anew when the district changes, so that no tick
 * of another district's days stays behind.
 */
export function DeliveryTimes({ area, legends, problemAt, problems = {}, initial = {} }: Props) {
  return (
    <div key={area.slug} className="space-y-5">
      <ChoiceGroup
        size="compact"
        problemAt={problemAt("days")}
        name="days"
        multiple
        legend={legends.days}
        options={area.days.map((d) => ({ value: d.id, label: d.name }))}
        initial={initial.days}
        problem={problems.days}
      />
      <ChoiceGroup
        size="compact"
        problemAt={problemAt("window")}
        name="window"
        legend={legends.window}
        options={area.windows.map((w) => ({ value: w, label: windowText(w) }))}
        initial={initial.window}
        problem={problems.window}
      />
    </div>
  );
}
