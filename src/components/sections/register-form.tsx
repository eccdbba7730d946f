import React, { useState } from "react";
import { LocalLink } from "../ui/local-link";
import { notify } from "../../app/toasts";
import { useSiteData } from "../../hooks/use-site-data";
import { fill } from "../../lib/format";
import { simulateRegistration, type RegisterStep } from "../../lib/register";
import { MAX_LENGTH, requireFilled } from "../../lib/visitor-text";
import { Button } from "../ui/button";
import { Card, CardContent, CardHeader } from "../ui/card";
import { Input } from "../ui/input";
import { Label } from "../ui/label";
import { DistrictSelect } from "./district-select";
import { WelcomeCard } from "./welcome-card";

export type RegisterCopy = Omit<
  NonNullable<Queries.RegisterPageQuery["registerJson"]>,
  "title" | "description"
>;

type Props = {
  copy: RegisterCopy;
  /** Yerevan's districts for the optional district field (left out when not given). */
  districts?: React.ComponentProps<typeof DistrictSelect>["districts"];
  /** The registration step; the site simulates it (no back end), tests inject their own. */
  register?: RegisterStep;
};

type Status = "form" | "submitting" | "registered";

/** Form, then a submitting state, then the welcome card; only a reload returns to the form. */
export function RegisterForm({ copy, districts, register = simulateRegistration }: Props) {
  const { brand } = useSiteData().site;
  const [status, setStatus] = useState<Status>("form");
  const [person, setPerson] = useState({ name: "", email: "" });

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== "form") return;
    if (!requireFilled(event.currentTarget, ["name", "email"])) return;
    // The fields are read from the form, so what was typed before the scripts ran counts too.
    const form = new FormData(event.currentTarget);
    const entered = {
      name: String(form.get("name") ?? "").trim(),
      email: String(form.get("email") ?? "").trim(),
    };
    setPerson(entered);
    setStatus("submitting");
    try {
      await register(entered);
    } catch {
      notify({ title: copy.failureTitle, text: copy.failureText, type: "error" });
      setStatus("form");
      return;
    }
    notify({ title: copy.successTitle, text: fill(copy.successText, { brand }), type: "success" });
    setStatus("registered");
  }

  if (status === "registered")
    return (
      <WelcomeCard
        title={copy.welcomeTitle}
        text={copy.welcomeText}
        cta={copy.welcomeCta}
        name={person.name}
        email={person.email}
      />
    );

  const busy = status === "submitting";
  return (
    <Card className="w-full max-w-md shadow-lg">
      <CardHeader className="text-center">
        <h1 className="text-2xl leading-tight font-bold sm:text-3xl">{copy.heading}</h1>
        <p className="text-muted-foreground">{copy.text}</p>
      </CardHeader>
      <CardContent>
        <form method="post" onSubmit={submit} className="space-y-5" aria-busy={busy}>
          <div className="space-y-2">
            <Label htmlFor="register-name">{copy.nameLabel}</Label>
            <Input
              id="register-name"
              type="text"
              name="name"
              autoComplete="name"
              maxLength={MAX_LENGTH.name}
              required
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="register-email">{copy.emailLabel}</Label>
            <Input
              id="register-email"
              name="email"
              type="email"
              autoComplete="email"
              maxLength={MAX_LENGTH.email}
              required
            />
          </div>
          {districts && <DistrictSelect copy={copy} districts={districts} />}
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? copy.submitting : copy.submit}
          </Button>
          <p className="text-center text-xs text-muted-foreground">{copy.consent}</p>
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
