import { useSiteData } from "../../hooks/use-site-data";
import { cn } from "../../lib/cn";

type Props = {
  plan: { priceText: string; period: string };
  /** The plan card shows it large; the plan summary in the form, at text size. */
  size: "large" | "text";
  className?: string;
};

/** A plan's price as the build wrote it out, and its period ("per week", "one-time"). */
export function PlanPrice({ plan, size, className }: Props) {
  const { ui } = useSiteData();
  const large = size === "large";
  return (
    <p className={cn(className, "flex flex-wrap items-baseline gap-x-1.5")}>
      <span className={large ? "text-3xl font-extrabold tracking-tight" : "font-bold"}>
        {plan.priceText}
      </span>
      <span className={large ? "text-sm text-muted-foreground" : "text-muted-foreground"}>
        {ui.plans.period[plan.period as keyof typeof ui.plans.period]}
      </span>
    </p>
  );
}
