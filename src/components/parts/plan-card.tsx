import { useId } from "react";
import { graphql } from "gatsby";
import { useSiteData } from "../../hooks/use-site-data";
import { cn } from "../../lib/cn";
import { fill } from "../../lib/format";
import { registerPathFor } from "../../lib/plan-choice";
import { trackEvent } from "../../lib/analytics";
import { ButtonLink } from "../ui/button-link";
import { LocalLink } from "../ui/local-link";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "../ui/card";
import { CheckIcon } from "../ui/icons";
import { PlanPrice } from "./plan-price";

/** The plan fields every plan card shows; pages spread `...PlanCardFields` in their query. */
export const query = graphql`
  fragment PlanCardFields on PlansJson {
    slug
    family
    name
    subtitle
    priceText
    perDayText
    period
    popular
    description
    features
    cta
  }
`;

/** A one-time plan has no price per day (null from GraphQL, absent in the content itself). */
export type Plan = Omit<Queries.PlanCardFieldsFragment, "perDayText"> & {
  perDayText?: string | null;
};

type Props = {
  plan: Plan;
  /** Heading level of the plan name, one below the grid's heading. */
  as?: "h3" | "h4";
  className?: string;
  /** A kit plan's note: the diets the week's kits fill, when they cannot fill every one. */
  note?: string;
};

/** One subscription plan: price, what is included and a call to action to /register with it. */
export function PlanCard({ plan, as = "h3", className, note }: Props) {
  const { ui } = useSiteData();
  const titleId = useId();
  return (
    <Card
      className={cn(
        "relative flex h-full flex-col",
        plan.popular ? "border-primary shadow-lg ring-2 ring-primary" : "shadow-sm",
        className,
      )}
    >
      {plan.popular && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold whitespace-nowrap text-primary-foreground shadow-sm">
          {ui.plans.popular}
        </p>
      )}
      <CardHeader className="pt-8">
        <CardTitle as={as} id={titleId}>
          {plan.name}
          <span className="mt-1 block text-sm font-medium text-muted-foreground">
            {plan.subtitle}
          </span>
        </CardTitle>
        <PlanPrice plan={plan} size="large" className="mt-3" />
        {plan.perDayText && (
          <p className="text-sm font-medium text-muted-foreground">
            {fill(ui.plans.perDay, { price: plan.perDayText })}
          </p>
        )}
        {(plan.family === "ready" || plan.family === "diy") && plan.period === "week" && (
          <p className="text-sm font-medium text-muted-foreground">{ui.plans.day[plan.family]}</p>
        )}
        <p className="text-sm text-muted-foreground">{plan.description}</p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="space-y-2.5 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2.5">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        {note && <p className="mt-4 text-sm font-medium">{note}</p>}
        {plan.period === "week" && (
          <LocalLink
            to="/menu"
            className="mt-4 inline-flex min-h-6 items-center text-sm font-semibold text-primary underline underline-offset-4"
          >
            {ui.plans.menuLink}
          </LocalLink>
        )}
      </CardContent>
      <CardFooter>
        <ButtonLink
          to={registerPathFor(plan.slug)}
          variant={plan.popular ? "default" : "outline"}
          className="w-full"
          aria-describedby={titleId}
          onClick={() => trackEvent("Plan chosen", { plan: plan.slug, from: "card" })}
        >
          {plan.cta}
        </ButtonLink>
      </CardFooter>
    </Card>
  );
}
