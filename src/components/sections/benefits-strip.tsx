import { ClockIcon, LeafIcon, StarIcon } from "../ui/icons";

type Props = { points: readonly { title: string; text: string }[] };

// One icon per point, in the order of data/meal-plans.json "strip"; extra points get a leaf.
const icons = [ClockIcon, StarIcon, LeafIcon];

/** Three short promises in a band across the page. */
export function BenefitsStrip({ points }: Props) {
  return (
    <div className="border-y border-border bg-muted">
      <ul className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-3">
        {points.map((point, i) => {
          const Icon = icons[i] ?? LeafIcon;
          return (
            <li key={point.title} className="flex gap-4">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary text-primary-foreground">
                <Icon className="size-6" />
              </span>
              <div>
                <p className="text-lg font-bold">{point.title}</p>
                <p className="mt-1 text-muted-foreground">{point.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
