import { useEffect, useRef, useState, type ReactNode } from "react";
import type { LeadFields } from "../lib/leads";
import { saveStep, type StepStage } from "./register-history";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardHeader } from "../components/ui/card";
import { SubscriptionLink } from "../components/parts/subscription-link";
import { DeliveryForm } from "./delivery-form";
import { DeliverySummary } from "./delivery-summary";
import type { DeliveryCopy } from "./fragments";
import type { DeliveryContext } from "./page-context";

type Props = Omit<React.ComponentProps<typeof DeliveryForm>, "onSent" | "onTyped" | "typed"> & {
  copy: DeliveryCopy;
  context: DeliveryContext;
  /** The plans as the register page reads them, for the summary. */
  plans: React.ComponentProps<typeof DeliverySummary>["plans"];
  /** The heading of the chosen plan's line in the summary ("Your plan"). */
  planTitle: string;
  /** How and when one pays (data/paying.json). */
  paying?: { title: string; text: string } | null;
  /** Where the visitor was in the step when they left the page (Back, then Forward). */
  restored?: StepStage;
  /** The first week's dishes the step chose, for the summary (drawn by whoever chose them). */
  chosenDishes?: ReactNode;
};

/**
 * The optional second step under the welcome card: an offer, the form once opened, then a
 * summary of what the business will do next and of everything chosen, in the visitor's
 * language. Each move is kept in the page's history entry, so Back and Forward return to it.
 */
export function DeliveryStep(props: Props) {
  const { copy, context, districts, restored } = props;
  const [open, setOpen] = useState(restored?.open ?? false);
  const [sent, setSent] = useState<LeadFields | null>(restored?.sent ?? null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (open || sent) heading.current?.focus();
  }, [open, sent]);

  function onSent(fields: LeadFields) {
    saveStep({ open: true, sent: fields });
    setSent(fields);
  }

  let body: React.ReactNode;
  if (sent)
    body = (
      <>
        <DeliverySummary
          fields={sent}
          copy={copy}
          context={context}
          districts={districts}
          plans={props.plans}
          planTitle={props.planTitle}
          paying={props.paying}
          chosenDishes={props.chosenDishes}
        />
        <SubscriptionLink className="text-sm" />
      </>
    );
  else if (open)
    body = (
      <DeliveryForm
        {...props}
        typed={restored?.typed}
        onTyped={(typed) => saveStep({ open: true, typed })}
        onSent={onSent}
      />
    );
  else
    body = (
      <>
        <p className="text-muted-foreground">{copy.offer.text}</p>
        <Button
          type="button"
          size="lg"
          variant="outline"
          className="w-full"
          onClick={() => {
            saveStep({ open: true });
            setOpen(true);
          }}
        >
          {copy.offer.open}
        </Button>
      </>
    );
  return (
    <Card className="w-full shadow-lg">
      <CardHeader>
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
          {sent ? copy.summary.title : copy.offer.title}
        </h2>
      </CardHeader>
      <CardContent className="space-y-4">{body}</CardContent>
    </Card>
  );
}
