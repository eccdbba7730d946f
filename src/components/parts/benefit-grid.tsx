import { CheckIcon } from "../ui/icons";

type Props = { benefits: readonly { title: string; text: string }[] };

/** The six reasons of a meal-plan tab, as small cards. */
export function BenefitGrid({ benefits }: Props) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {benefits.map((benefit) => (
        <li
          key={benefit.title}
          className="flex gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm"
        >
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <CheckIcon className="size-5" />
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold">{benefit.title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{benefit.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
