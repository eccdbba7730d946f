import { useEffect, useRef, useState } from "react";
import { fill } from "../lib/format";
import type { LeadFields } from "../lib/leads";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardHeader } from "../components/ui/card";
import { SubscriptionLink } from "../components/parts/subscription-link";
import { DeliveryForm, type Registration } from "./delivery-form";
import type { DeliveryCopy } from "./fragments";
import type { DeliveryContext } from "./page-context";
import { phoneWritten } from "./phone";

type Props = Omit<React.ComponentProps<typeof DeliveryForm>, "onSent"> & {
  copy: DeliveryCopy;
  context: DeliveryContext;
  registration: Registration;
};

/**
 * The optional second step under the welcome card: an offer, the form once opened, then a
 * summary of what the business will do next, in the visitor's language.
 */
export function DeliveryStep(props: Props) {
  const { copy, context, districts } = props;
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<LeadFields | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (open || sent) heading.current?.focus();
  }, [open, sent]);

  let body: React.ReactNode;
  if (sent)
    body = (
      <>
        <p>{summary(sent, copy, context, districts)}</p>
        <SubscriptionLink className="text-sm" />
      </>
    );
  else if (open) body = <DeliveryForm {...props} onSent={setSent} />;
  else
    body = (
      <>
        <p className="text-muted-foreground">{copy.offer.text}</p>
        <Button
          type="button"
          size="lg"
          variant="outline"
          className="w-full"
          onClick={() => setOpen(true)}
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

/** "We will call you on +374 91 234567 to confirm your first delivery: Wednesday 2 December, …". */
function summary(
  fields: LeadFields,
  copy: DeliveryCopy,
  context: DeliveryContext,
  districts: Props["districts"],
): string {
  const phone = phoneWritten(fields.phone ?? "");
  const district = districts.find((d) => d.slug === fields.district)?.name ?? "";
  const week = context.weeks.find((w) => w.monday === fields.week);
  const chosen = (fields.days ?? "").split(",");
  const day = week && Object.entries(week.days).find(([id]) => chosen.includes(id))?.[1];
  const channel = fields.contact as keyof DeliveryCopy["contact"] | undefined;
  const values = {
    phone,
    district,
    date: day ?? "",
    window: (fields.window ?? "").replace("-", "–"),
    channel: channel && channel !== "label" ? copy.contact[channel] : "",
  };
  const sentence = !day
    ? fill(copy.summary.later, values)
    : fill(channel === "call" || !channel ? copy.summary.call : copy.summary.message, values);
  const code = fields.code
    ? ` ${fill(copy.summary.code, { code: fields.code.toUpperCase() })}`
    : "";
  return sentence + code;
}
