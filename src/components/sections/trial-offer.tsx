import { PlanCard, type Plan } from "./plan-card";

type Props = {
  title: string;
  text: string;
  plan: Plan;
};

/** The one-time single box, offered before any subscription. */
export function TrialOffer({ title, text, plan }: Props) {
  return (
    <section aria-labelledby="trial-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="grid items-center gap-8 rounded-3xl border border-border bg-secondary/50 p-6 sm:p-10 md:grid-cols-2 md:gap-12">
        <div className="space-y-4">
          <h2 id="trial-title" className="text-3xl font-bold tracking-tight text-balance">
            {title}
          </h2>
          <p className="max-w-md text-lg text-pretty text-muted-foreground">{text}</p>
        </div>
        <div className="mx-auto w-full max-w-sm md:mx-0 md:justify-self-end">
          <PlanCard plan={plan} />
        </div>
      </div>
    </section>
  );
}
