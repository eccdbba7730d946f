import React from "react";
import { notify } from "../../app/toasts";
import { useSiteData } from "../../hooks/use-site-data";
import { fill } from "../../lib/format";
import { MAX_LENGTH } from "../../lib/visitor-text";
import { Button } from "../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/card";
import { Input, Textarea } from "../ui/input";
import { Label } from "../ui/label";

export type ContactFormCopy = NonNullable<Queries.ContactPageQuery["contactJson"]>["form"];

type Props = { copy: ContactFormCopy };

type Field = {
  name: "firstName" | "lastName" | "email" | "phone" | "subject";
  type: string;
  autoComplete: string;
  maxLength: number;
  wide?: boolean;
};

const fields: Field[] = [
  { name: "firstName", type: "text", autoComplete: "given-name", maxLength: MAX_LENGTH.name },
  { name: "lastName", type: "text", autoComplete: "family-name", maxLength: MAX_LENGTH.name },
  { name: "email", type: "email", autoComplete: "email", maxLength: MAX_LENGTH.email },
  { name: "phone", type: "tel", autoComplete: "tel", maxLength: MAX_LENGTH.phone },
  {
    name: "subject",
    type: "text",
    autoComplete: "off",
    maxLength: MAX_LENGTH.subject,
    wide: true,
  },
];

/**
 * The spec wires this form to nothing. Sending therefore keeps the page and
 * what was typed, and says honestly that messages are not sent online yet
 * (design.md, "contact form").
 */
export function ContactForm({ copy }: Props) {
  const { email, phone } = useSiteData().site;
  function submit(event: React.FormEvent) {
    event.preventDefault();
    notify({
      title: copy.notSentTitle,
      text: fill(copy.notSentText, { email, phone }),
      type: "info",
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
        {/* No validation: the form is never sent, so nothing must block the notice. */}
        <form method="post" onSubmit={submit} noValidate className="grid gap-5 sm:grid-cols-2">
          {fields.map((field) => (
            <div key={field.name} className={field.wide ? "space-y-2 sm:col-span-2" : "space-y-2"}>
              <Label htmlFor={`contact-${field.name}`}>{copy[field.name]}</Label>
              <Input
                id={`contact-${field.name}`}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                maxLength={field.maxLength}
              />
            </div>
          ))}
          <div className="space-y-2 sm:col-span-2">
            <Label htmlFor="contact-message">{copy.message}</Label>
            <Textarea id="contact-message" name="message" rows={5} maxLength={MAX_LENGTH.message} />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" size="lg" className="w-full sm:w-auto">
              {copy.submit}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
