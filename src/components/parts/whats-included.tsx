import { CheckIcon } from "../ui/icons";

type Props = NonNullable<Queries.MealPlanTabsSectionFragment["mealPlansJson"]>["included"];

/** What every ingredient kit contains. */
export function WhatsIncluded({ title, items }: Props) {
  return (
    <section
      aria-labelledby="included-title"
      className="rounded-2xl border border-border bg-secondary/50 p-6 sm:p-8"
    >
      <h3 id="included-title" className="text-2xl font-bold tracking-tight">
        {title}
      </h3>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.title} className="flex gap-3">
            <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <CheckIcon className="size-4" />
            </span>
            <div>
              <p className="font-semibold">{item.title}</p>
              <p className="text-sm text-muted-foreground">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
