import type { FormEvent } from "react";
import { Button } from "../../../src/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../src/components/ui/card";
import { LocalLink } from "../../../src/components/ui/local-link";
import { CONTACT_FIELDS } from "../../../src/components/forms/contact-fields";
import { RegisterFields } from "../../../src/components/forms/register-fields";
import { TextAreaField, TextField } from "../../../src/components/forms/text-field";
import { MAX_LENGTH } from "../../../src/lib/visitor-text";

/*
 * The contact and sign-up forms as their sections draw them (src/components/sections/
 * contact-form.tsx, register-form.tsx), with the site's own fields and words, but still: a
 * preview sends nothing and has no toasts to show, so the sending (and the toast library the
 * sections load for it) stays out of the editor.
 */

/** Nothing leaves the preview. */
const still = (event: FormEvent) => event.preventDefault();

type Contact = Pick<Queries.ContactFormSectionFragment, "contactJson">;

export function ContactFormPreview({ contactJson }: Contact) {
  const copy = contactJson!.form;
  return (
    <Card className="shadow-sm">
      <CardHeader>
        <CardTitle as="h2" size="lg">
          {copy.title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form method="post" onSubmit={still} noValidate className="grid gap-5 sm:grid-cols-2">
          {CONTACT_FIELDS.map((field) => (
            <TextField
              key={field.name}
              id={`contact-${field.name}`}
              label={copy[field.name]}
              wrapperClassName={field.wide ? "sm:col-span-2" : undefined}
              name={field.name}
              type={field.type}
              autoComplete="off"
              maxLength={field.maxLength}
            />
          ))}
          <TextAreaField
            id="contact-message"
            label={copy.message}
            wrapperClassName="sm:col-span-2"
            name="message"
            rows={5}
            maxLength={MAX_LENGTH.message}
          />
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

export function RegisterFormPreview({
  registerJson,
  leadsJson,
  plans,
  districts,
}: Queries.RegisterFormSectionFragment) {
  const copy = registerJson!;
  return (
    <Card className="w-full max-w-md shadow-lg">
      <CardHeader className="text-center">
        <h1 className="text-2xl leading-tight font-bold sm:text-3xl">{copy.heading}</h1>
        <p className="text-muted-foreground">{copy.text}</p>
      </CardHeader>
      <CardContent>
        <form method="post" onSubmit={still} noValidate className="space-y-5">
          <RegisterFields
            copy={copy}
            leads={leadsJson!}
            plans={plans.nodes}
            districts={districts.nodes}
            search=""
            busy={false}
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
