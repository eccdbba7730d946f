import { cn } from "../lib/cn";

type Option = { value: string; label: string };

const optionClass =
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-border bg-background px-4 py-2 text-base has-checked:border-primary has-checked:bg-secondary/60";

type Props = {
  /** The answer's name in the address (start, cook, diet...). */
  name: string;
  options: readonly Option[];
  /** The chosen values: one for radio buttons, any number for checkboxes. */
  chosen: readonly string[];
  multiple?: boolean;
  onChange: (values: string[]) => void;
  /** Two columns from this width on, for long lists (the 14 allergens). */
  columns?: boolean;
  describedBy?: string;
};

/** A question's answers as large radio buttons or checkboxes, each a whole row to tap. */
export function Choices({
  name,
  options,
  chosen,
  multiple,
  onChange,
  columns,
  describedBy,
}: Props) {
  return (
    <div className={cn("grid gap-2", columns && "sm:grid-cols-2")}>
      {options.map((o) => (
        <label key={o.value} className={optionClass}>
          <input
            type={multiple ? "checkbox" : "radio"}
            name={name}
            value={o.value}
            checked={chosen.includes(o.value)}
            aria-describedby={describedBy}
            onChange={(e) =>
              onChange(
                multiple
                  ? e.target.checked
                    ? [...chosen, o.value]
                    : chosen.filter((v) => v !== o.value)
                  : [o.value],
              )
            }
            className="size-5 shrink-0 accent-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
          />
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}
