import { useEffect, useRef, useState } from "react";
import { useSiteData } from "../hooks/use-site-data";
import { fill, phoneText } from "../lib/format";
import { leadsEnabled, type LeadFields } from "../lib/leads";
import { Card, CardContent, CardHeader } from "../components/ui/card";
import { LocalLink } from "../components/ui/local-link";
import type { ChangeLists } from "./change-fields";
import type { SubscriptionCopy } from "./fragments";
import type { SubscriptionContext } from "./page-context";
import { RequestForm } from "./request-form";
import { requestSummary, type Summary } from "./summary";

type Props = ChangeLists & {
  copy: SubscriptionCopy;
  context: SubscriptionContext;
  leads: Queries.LeadsCopyFragment;
  deliver?: (fields: LeadFields) => Promise<void>;
};

/**
 * The page's one card: the heading, a word on how it works (and, while requests are not sent
 * online, the phone and e-mail instead), the form; once sent, what was asked and how the
 * business confirms it.
 */
export function SubscriptionRequests(props: Props) {
  const { copy } = props;
  const { site } = useSiteData();
  const [sent, setSent] = useState<LeadFields | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: move focus to the news, so that it is announced.
  useEffect(() => {
    if (sent) heading.current?.focus();
  }, [sent]);
  const link = "font-medium text-primary underline-offset-4 hover:underline";
  return (
    <Card className="w-full max-w-xl shadow-lg">
      <CardHeader>
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl leading-tight font-bold focus:outline-none sm:text-3xl"
        >
          {sent ? copy.summary.title : copy.title}
        </h1>
        {!sent && <p className="text-muted-foreground">{copy.intro}</p>}
        {!sent && !leadsEnabled() && (
          <p className="rounded-md border border-border bg-muted p-3 text-sm">
            {fill(copy.offline, { phone: phoneText(site.phone), email: site.email })}
          </p>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {sent ? (
          <>
            <Said summary={requestSummary(sent, copy, props.context, props)} />
            <p>{copy.summary.confirm}</p>
            <p>
              <LocalLink to="/" className={link}>
                {copy.summary.back}
              </LocalLink>
            </p>
          </>
        ) : (
          <RequestForm {...props} onSent={setSent} />
        )}
      </CardContent>
    </Card>
  );
}

/** What was asked: the sentence, and a change's answers one by one. */
function Said({ summary }: { summary: Summary }) {
  return (
    <>
      <p>{summary.text}</p>
      {summary.changes.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {summary.changes.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
