import { useEffect, useRef } from "react";
import { fillVisitorText } from "../../lib/visitor-text";
import { ButtonLink } from "../ui/button-link";
import { Card, CardContent, CardHeader } from "../ui/card";
import { CheckIcon } from "../ui/icons";

type Props = {
  title: string;
  text: string;
  cta: string;
  /** What the visitor typed; React renders it as text, never as markup. */
  name: string;
  email: string;
  /** What follows the button (a link for later). */
  more?: React.ReactNode;
};

/** Replaces the registration form once the (simulated) registration succeeded. */
export function WelcomeCard({ title, text, cta, name, email, more }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);

  // The form the visitor was in is gone: move focus to the news, so it is announced.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Card className="w-full max-w-md text-center shadow-lg">
      <CardHeader className="items-center">
        <span className="mb-2 inline-flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <CheckIcon className="size-7" />
        </span>
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl leading-tight font-bold wrap-anywhere focus:outline-none sm:text-3xl"
        >
          {fillVisitorText(title, { name })}
        </h1>
        <p className="wrap-anywhere text-muted-foreground">{fillVisitorText(text, { email })}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        <ButtonLink to="/" size="lg" className="w-full">
          {cta}
        </ButtonLink>
        {more}
      </CardContent>
    </Card>
  );
}
