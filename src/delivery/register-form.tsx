import React, { useEffect, useLayoutEffect, useState } from "react";
import { LocalLink } from "../components/ui/local-link";
import { notify } from "../lib/notify";
import { useLeadForm } from "../hooks/use-lead-form";
import { useSiteData } from "../hooks/use-site-data";
import { fill } from "../lib/format";
import { deliverLead, type LeadFields } from "../lib/leads";
import { REQUIRED_WHEN_DELIVERING } from "../lib/lead-fields";
import { Card, CardContent, CardHeader } from "../components/ui/card";
import { RegisterFields } from "../components/forms/register-fields";
import { Registered } from "./registered";
import { readStage, saveStage, type RegisterStage } from "./register-history";
import type { DeliveryContext } from "./page-context";

/** The section's data: its fragment is in ./register-fragments.ts. */
type Props = Queries.RegisterFormSectionFragment & {
  /** The page's `location.search`, where a plan card put `?plan=<slug>`. */
  search?: string;
  /** Delivers the form's fields; rejects when that fails. Tests inject their own. */
  register?: (fields: LeadFields) => Promise<void>;
  /** The delivery step's districts, weeks and codes (the page's context); none: no step. */
  delivery?: DeliveryContext;
};

const deliverRegistration = (fields: LeadFields) => deliverLead("register", fields);

// Before the first paint in the browser, so that a visitor coming back sees no flash of the form.
const useBeforePaint = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * Form, then a submitting state, then the welcome card; only a reload returns to the form:
 * Back to another page and Forward again find the welcome card (and the delivery step) where
 * the visitor left them, kept in the page's history entry.
 * Registration is simulated unless the build delivers leads (SITE_LEADS); then a failure
 * says why, keeps every field, and lets the visitor send again.
 */
export function RegisterForm({
  registerJson,
  leadsJson,
  plans,
  districts,
  foodWords,
  firstDeliveryJson,
  payingJson,
  delivery,
  search = "",
  register: deliver = deliverRegistration,
}: Props) {
  const { site } = useSiteData();
  const copy = registerJson!;
  const leads = leadsJson!;
  const [stage, setStage] = useState<RegisterStage | null>(null);
  useBeforePaint(() => {
    const kept = readStage();
    if (kept) setStage(kept);
  }, []);
  const failure = { title: copy.failureTitle, text: copy.failureText };
  const { formRef, busy, send } = useLeadForm("register", { leads, deliver, failure });

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await send(event.currentTarget, REQUIRED_WHEN_DELIVERING.register, (fields) => {
      notify({
        title: copy.successTitle,
        text: fill(copy.successText, { brand: site.brand }),
        type: "success",
      });
      const registered = { person: fields };
      saveStage(registered);
      setStage(registered);
    });
  }

  if (stage)
    return (
      <Registered
        copy={copy}
        leads={leads}
        person={stage.person}
        step={stage.step}
        plans={plans.nodes}
        payingJson={payingJson}
        districts={districts.nodes}
        foodWords={foodWords}
        firstDeliveryJson={firstDeliveryJson}
        delivery={delivery}
      />
    );

  return (
    <Card className="w-full max-w-md shadow-lg">
      <CardHeader className="text-center">
        <h1 className="text-2xl leading-tight font-bold sm:text-3xl">{copy.heading}</h1>
        <p className="text-muted-foreground">{copy.text}</p>
      </CardHeader>
      <CardContent>
        <form ref={formRef} method="post" onSubmit={submit} className="space-y-5" aria-busy={busy}>
          <RegisterFields
            copy={copy}
            leads={leads}
            plans={plans.nodes}
            foodWords={foodWords}
            districts={districts.nodes}
            search={search}
            busy={busy}
          />
        </form>
        <p className="mt-6 text-center text-sm">
          <LocalLink to="/" className="font-medium text-primary underline-offset-4 hover:underline">
            {copy.back}
          </LocalLink>
        </p>
      </CardContent>
    </Card>
  );
}
