import { Problem, problemId } from "./problem";

type Props = {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  multiple?: boolean;
  /** Ticked at first (the form keeps what the visitor ticks: the inputs are not controlled). */
  initial?: readonly string[];
  problem?: string;
};

/**
 * A group of checkboxes or radio buttons sent with the form under one name (checkboxes as a
 * comma-separated list), with its message by it.
 */
export function ChoiceGroup({ name, legend, options, multiple, initial = [], problem }: Props) {
  return (
    <fieldset className="space-y-2" aria-describedby={problem ? problemId(name) : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {options.map((o) => (
          <label key={o.value} className="flex min-h-6 items-center gap-2 text-sm">
            <input
              type={multiple ? "checkbox" : "radio"}
              name={name}
              value={o.value}
              defaultChecked={initial.includes(o.value)}
              className="size-4 accent-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
            {o.label}
          </label>
        ))}
      </div>
      <Problem field={name} text={problem} />
    </fieldset>
  );
}
