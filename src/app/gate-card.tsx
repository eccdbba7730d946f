import React, { useRef, useState } from "react";
import { LocalLink } from "../components/ui/local-link";
import { useSiteData } from "../hooks/use-site-data";
import { fill } from "../lib/format";
import { MAX_LENGTH, requireFilled } from "../lib/visitor-text";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../components/ui/card";
import { Input } from "../components/forms/input";
import { Label } from "../components/forms/label";
import { LockIcon } from "../components/ui/icons";
import { notify } from "../lib/notify";

type Props = {
  /**
   * While the gate is still checking, the server-rendered page stands beside this
   * card, so the card must not claim the page's main landmark, id or h1 yet.
   */
  landmark: boolean;
  check: (password: string) => Promise<boolean>;
  onUnlock: () => void;
};

export function GateCard({ landmark, check, onUnlock }: Props) {
  const { site, ui } = useSiteData();
  const text = ui.gate;
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!requireFilled(event.currentTarget as HTMLFormElement, ["password"])) return;
    // Read from the field, so what was typed before the scripts ran counts too.
    const password = field.current?.value ?? "";
    setBusy(true);
    const ok = await check(password).catch(() => false);
    setBusy(false);
    if (ok) {
      notify({
        title: text.grantedTitle,
        text: fill(text.grantedText, { brand: site.brand }),
        type: "success",
      });
      onUnlock();
      return;
    }
    notify({ title: text.wrongTitle, text: text.wrongText, type: "error" });
    if (field.current) {
      field.current.value = "";
      field.current.focus();
    }
  }

  return (
    <div
      id={landmark ? "content" : undefined}
      role={landmark ? "main" : undefined}
      className="flex min-h-screen items-center justify-center bg-muted px-4 py-12"
    >
      <Card className="w-full max-w-md shadow-sm">
        <CardHeader className="items-center text-center">
          <span className="mb-2 inline-flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <LockIcon className="size-6" aria-hidden="true" />
          </span>
          <CardTitle as={landmark ? "h1" : "p"}>{text.title}</CardTitle>
          <p className="text-muted-foreground">{text.text}</p>
        </CardHeader>
        <CardContent>
          <form method="post" onSubmit={submit} className="space-y-4">
            <div className="space-y-2">
              <Label htmlFor="gate-password">{text.passwordLabel}</Label>
              <Input
                id="gate-password"
                name="password"
                ref={field}
                maxLength={MAX_LENGTH.password}
                type="password"
                autoComplete="current-password"
                required
              />
            </div>
            <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
              {busy ? text.checking : text.button}
            </Button>
          </form>
          <p className="mt-6 text-center text-sm">
            <LocalLink to="/impressum" className="text-primary underline underline-offset-4">
              {text.impressumLink}
            </LocalLink>
          </p>
          <p className="mt-2 text-center text-sm text-muted-foreground">{text.note}</p>
        </CardContent>
      </Card>
    </div>
  );
}
