import { ChoiceGroup } from "./choices";

type Word = { slug: string; name: string };
type Field = "diet" | "without";

type Props = {
  diets: readonly Word[];
  allergens: readonly Word[];
  legends: Record<Field, string>;
  /** The id of a field's message in its form. */
  problemAt: (field: Field) => string;
  /** What was ticked before (at sign-up, or before the visitor left the page). */
  initial?: Partial<Record<Field, readonly string[]>>;
  /** The allergens in two columns from small screens on. */
  columns?: boolean;
};

/** The diets a subscriber keeps to and the allergens left out, each a set of checkboxes. */
export function FoodChoices({
  diets,
  allergens,
  legends,
  problemAt,
  initial = {},
  columns,
}: Props) {
  const options = (words: readonly Word[]) => words.map((w) => ({ value: w.slug, label: w.name }));
  return (
    <>
      <ChoiceGroup
        size="compact"
        problemAt={problemAt("diet")}
        name="diet"
        multiple
        legend={legends.diet}
        options={options(diets)}
        initial={initial.diet}
      />
      <ChoiceGroup
        size="compact"
        problemAt={problemAt("without")}
        name="without"
        multiple
        columns={columns}
        legend={legends.without}
        options={options(allergens)}
        initial={initial.without}
      />
    </>
  );
}
