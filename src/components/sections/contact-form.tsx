import React from "react";
import { graphql } from "gatsby";
import { notify } from "../../lib/notify";
import { useLeadForm } from "../../hooks/use-lead-form";
import { useSiteData } from "../../hooks/use-site-data";
import { fill } from "../../lib/format";
import { deliverLead, leadsEnabled, type LeadFields } from "../../lib/leads";
import { REQUIRED_WHEN_DELIVERING } from "../../lib/lead-fields";
import { MAX_LENGTH } from "../../lib/visitor-text";
import { Button } from "../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/card";
import { CONTACT_FIELDS as fields } from "../forms/contact-fields";
import { TextAreaField, TextField } from "../forms/text-field";
import { DeliveryConsent, Honeypot } from "../forms/lead-parts";

export const query = graphql`
  fragment ContactFormSection on Query {
    contactJson(lang: { eq: $lang }) {
      form {
        title
        firstName
        lastName
        email
        phone
        subject
        message
        submit
        notSentTitle
        notSentText
        sending
        sentTitle
        sentText
        failureTitle
      }
    }
    leadsJson(lang: { eq: $lang }) {
      ...LeadsCopy
    }
  }
`;

type Props = Queries.ContactFormSectionFragment & {
  /** Delivers the form's fields; rejects when that fails. Tests inject their own. */
  send?: (fields: LeadFields) => Promise<void>;
};

const REQUIRED = REQUIRED_WHEN_DELIVERING.contact;

const deliverMessage = (fields: LeadFields) => deliverLead("contact", fields);

/**
 * Unless the build delivers leads (SITE_LEADS), the form is wired to nothing: sending keeps
 * the page and what was typed and says honestly that messages are not sent online yet. With
 * delivery on, the fields of REQUIRED_WHEN_DELIVERING are required, a failure keeps every
 * field, and success clears the form.
 */
export function ContactForm({ contactJson, leadsJson, send: deliver = deliverMessage }: Props) {
  const { site } = useSiteData();
  const copy = contactJson!.form;
  const leads = leadsJson!;
  const enabled = leadsEnabled();
  // It never fails while delivery is off: it sends nothing then.
  const failure = { title: copy.failureTitle };
  const { formRef, busy, send } = useLeadForm("contact", { leads, deliver, failure });

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!enabled) {
      notify({
        title: copy.notSentTitle,
        text: fill(copy.notSentText, { email: site.email, phone: site.phone }),
        type: "info",
      });
      return;
    }
    const form = event.currentTarget;
    await send(form, REQUIRED, () => {
      form.reset();
      notify({ title: copy.sentTitle, text: copy.sentText, type: "success" });
    });
  }

  return (
    <Card className="shadow-sm">
      <CardHeader>
        <CardTitle as="h2" size="lg">
          {copy.title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {/* Not delivered, the form is never sent: nothing must block the notice. */}
        <form
          ref={formRef}
          method="post"
          onSubmit={submit}
          noValidate={!enabled}
          aria-busy={busy}
          className="grid gap-5 sm:grid-cols-2"
        >
          {fields.map((field) => (
            <TextField
              key={field.name}
              id={`contact-${field.name}`}
              label={copy[field.name]}
              wrapperClassName={field.wide ? "sm:col-span-2" : undefined}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              maxLength={field.maxLength}
              required={enabled && REQUIRED.includes(field.name)}
            />
          ))}
          <TextAreaField
            id="contact-message"
            label={copy.message}
            wrapperClassName="sm:col-span-2"
            name="message"
            rows={5}
            maxLength={MAX_LENGTH.message}
            required={enabled && REQUIRED.includes("message")}
          />
          <div className="sm:col-span-2">
            <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
              {busy ? copy.sending : copy.submit}
            </Button>
          </div>
          <DeliveryConsent copy={leads} className="sm:col-span-2" />
          <Honeypot label={leads.honeypot} />
        </form>
      </CardContent>
    </Card>
  );
}
