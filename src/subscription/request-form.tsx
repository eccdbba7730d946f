import { useEffect, useState } from "react";
import { useLeadForm } from "../hooks/use-lead-form";
import { useSiteData } from "../hooks/use-site-data";
import { HONEYPOT_FIELD } from "../lib/dom-marks";
import { fill, phoneText } from "../lib/format";
import { deliverLead, leadsEnabled, type LeadFields } from "../lib/leads";
import { notify } from "../lib/notify";
import { Button } from "../components/ui/button";
import { Honeypot } from "../components/forms/lead-parts";
import { ChoiceGroup } from "../components/forms/choices";
import { checkRequest } from "./check";
import type { SubscriptionCopy } from "./fragments";
import { KindFields } from "./kind-fields";
import { REQUESTS, requestMessage } from "./message";
import { weeksAt } from "./open-now";
import type { ChangeLists } from "./change-fields";
import type { SubscriptionContext } from "./page-context";
import { problemAt, type Problems } from "./problems";
import { WhoFields } from "./who-fields";

type Props = ChangeLists & {
  copy: SubscriptionCopy;
  context: SubscriptionContext;
  leads: Queries.LeadsCopyFragment;
  onSent: (fields: LeadFields) => void;
  /** Delivers the fields; rejects when that fails. Tests inject their own. */
  deliver?: (fields: LeadFields) => Promise<void>;
};

// The honeypot travels beside the message, so that deliverLead can tell a bot.
const deliverRequest = (fields: LeadFields) =>
  deliverLead("subscription", {
    ...requestMessage(fields),
    [HONEYPOT_FIELD]: fields[HONEYPOT_FIELD] ?? "",
  });

/** What the visible fields depend on, read from the form (a restored draft included). */
function readAnswers(form: HTMLFormElement | null) {
  const value = (selector: string) =>
    form?.querySelector<HTMLInputElement | HTMLSelectElement>(selector)?.value ?? "";
  const request = value("[name=request]:checked");
  return {
    request,
    from: request ? value(`#subscription-${request}-from`) : "",
    length: value("#subscription-length"),
    district: value("#subscription-district"),
  };
}

/** Who asks, what they ask (one kind at a time, with only its own fields), checked, then sent once. */
export function RequestForm(props: Props) {
  const { copy, context, leads } = props;
  const { site } = useSiteData();
  const [problems, setProblems] = useState<Problems>({});
  const deliver = props.deliver ?? deliverRequest;
  const failure = { title: copy.failureTitle };
  const { formRef, busy, send } = useLeadForm("subscription", { leads, deliver, failure });
  // The server render and the first render in the browser offer the weeks open on the build's
  // date; the visitor's clock decides from the first effect on (and again on sending).
  const [now, setNow] = useState(context.builtAt);
  const [answers, setAnswers] = useState(() => readAnswers(null));
  useEffect(() => setNow(Date.now()), []);
  // Read again whenever the weeks offered change: a week that closed leaves its list empty.
  useEffect(() => setAnswers(readAnswers(formRef.current)), [formRef, now]);
  const { open, closed } = weeksAt(context, now);
  const contacts = { phone: phoneText(site.phone), email: site.email };
  // Every week the page was built with has closed: no request could name a week, so the page
  // says which week comes next and how to ask meanwhile, rather than lists with nothing in them.
  if (open.length === 0) return <p>{fill(copy.week.none, { ...contacts, date: context.next })}</p>;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const at = Date.now();
    setNow(at);
    const found = checkRequest(form, copy, {
      open: weeksAt(context, at).open.map((w) => w.monday),
      weeks: context.weeks,
    });
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]:enabled`)?.focus();
      return;
    }
    if (!leadsEnabled()) {
      notify({ title: copy.notSentTitle, text: fill(copy.notSentText, contacts), type: "info" });
      return;
    }
    await send(form, [], props.onSent);
  }

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={submit}
      onChange={(e) => setAnswers(readAnswers(e.currentTarget))}
      className="space-y-6"
      aria-busy={busy}
    >
      <WhoFields copy={copy} problems={problems} />
      <ChoiceGroup
        name="request"
        legend={copy.request.label}
        problemAt={problemAt("request")}
        problem={problems.request}
        options={REQUESTS.map((kind) => ({ value: kind, label: copy.request[kind] }))}
      />
      <KindFields {...props} answers={answers} weeks={open} closed={closed} problems={problems} />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? copy.submitting : copy.submit}
      </Button>
      <Honeypot label={leads.honeypot} />
    </form>
  );
}
