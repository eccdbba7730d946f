import { cn } from "../../lib/cn";
import { FieldProblem } from "./field-problem";

type Option = { value: string; label: string };

/** Large: each answer a whole row to tap (the plan finder). Compact: answers side by side. */
type Size = "large" | "compact";

const STYLES: Record<Size, { list: string; option: string; input: string; legend: string }> = {
  large: {
    list: "grid gap-2",
    option:
      "flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-border bg-background px-4 py-2 text-base has-checked:border-primary has-checked:bg-secondary/60",
    input: "size-5 shrink-0",
    legend: "mb-2 font-semibold",
  },
  compact: {
    list: "flex flex-wrap gap-x-5 gap-y-1",
    option: "flex min-h-6 items-center gap-2 text-sm",
    input: "size-4",
    legend: "mb-1 text-sm font-medium",
  },
};

/** Chosen by the page (`chosen`, `onChange`), or kept by the form itself (`initial`). */
type Choice =
  | { chosen: readonly string[]; onChange: (values: string[]) => void; initial?: never }
  | { initial?: readonly string[]; chosen?: never; onChange?: never };

type Props = Choice & {
  /** The name the answers are sent or kept under. */
  name: string;
  options: readonly Option[];
  /** Checkboxes (any number) instead of radio buttons (one). */
  multiple?: boolean;
  size?: Size;
  /** Two columns from this width on, for long lists (the 14 allergens). */
  columns?: boolean;
  describedBy?: string;
};

/** A set of radio buttons or checkboxes under one name, each with its label. */
export function Choices(props: Props) {
  const { name, options, multiple, size = "large", columns, describedBy } = props;
  const style = STYLES[size];
  const controlled = (value: string) => {
    if (!props.onChange) return { defaultChecked: props.initial?.includes(value) ?? false };
    const { chosen, onChange } = props;
    return {
      checked: chosen.includes(value),
      onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
        onChange(
          multiple
            ? e.target.checked
              ? [...chosen, value]
              : chosen.filter((v) => v !== value)
            : [value],
        ),
    };
  };
  return (
    <div className={cn(style.list, columns && "sm:grid-cols-2")}>
      {options.map((o) => (
        <label key={o.value} className={style.option}>
          <input
            type={multiple ? "checkbox" : "radio"}
            name={name}
            value={o.value}
            aria-describedby={describedBy}
            {...controlled(o.value)}
            className={cn(
              style.input,
              "accent-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
            )}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}

/** Choices in a fieldset with their legend and their message (`problem`, shown by `problemAt`). */
export function ChoiceGroup({
  legend,
  problem,
  problemAt,
  ...choices
}: Props & { legend: string; problem?: string; problemAt: string }) {
  return (
    <fieldset className="space-y-2" aria-describedby={problem ? problemAt : undefined}>
      <legend className={STYLES[choices.size ?? "large"].legend}>{legend}</legend>
      <Choices {...choices} />
      <FieldProblem id={problemAt} text={problem} />
    </fieldset>
  );
}
