import { LocalLink } from "../ui/local-link";
import { withUnit } from "../../lib/format";

type Section = Queries.MealPlanTabsSectionFragment;
/** `count`: how many of the week's meals to show (data: sampleMenu.count). */
type Props = NonNullable<Section["mealPlansJson"]>["sampleMenu"] & {
  meals: Section["menu"]["nodes"];
};

/** The first meals of the week's menu: day, dish, calories, protein and a description. */
export function SampleMenu({
  title,
  text,
  count,
  caloriesLabel,
  proteinLabel,
  menuLink,
  meals,
}: Props) {
  return (
    <section aria-labelledby="sample-menu-title" className="space-y-6">
      <div>
        <h3 id="sample-menu-title" className="text-2xl font-bold tracking-tight">
          {title}
        </h3>
        <p className="mt-1 text-muted-foreground">{text}</p>
      </div>
      <ol className="grid gap-4 md:grid-cols-3">
        {meals.slice(0, count).map((meal) => (
          <li
            key={meal.slug}
            className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm"
          >
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{meal.day}</p>
            <h4 className="mt-2 text-lg leading-snug font-bold">{meal.meal}</h4>
            <p className="mt-3 flex-1 text-sm text-muted-foreground">{meal.description}</p>
            <ul className="mt-4 flex flex-wrap gap-2 text-sm font-medium">
              <li className="rounded-full bg-secondary px-3 py-1 text-secondary-foreground">
                {withUnit(meal.caloriesText, caloriesLabel)}
              </li>
              <li className="rounded-full bg-secondary px-3 py-1 text-secondary-foreground">
                {meal.proteinText} {proteinLabel}
              </li>
            </ul>
          </li>
        ))}
      </ol>
      <p>
        <LocalLink to="/menu" className="font-semibold text-primary underline underline-offset-4">
          {menuLink}
        </LocalLink>
      </p>
    </section>
  );
}
