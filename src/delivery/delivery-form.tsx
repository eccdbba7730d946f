import { useState } from "react";
import { useLeadForm } from "../hooks/use-lead-form";
import { deliverLead, type LeadFields } from "../lib/leads";
import { fill } from "../lib/format";
import { yerevanDate } from "../menu/week";
import { Button } from "../components/ui/button";
import { Input, Select, Textarea } from "../components/forms/input";
import { Label } from "../components/forms/label";
import { Honeypot } from "../components/forms/lead-parts";
import { checkCode } from "./codes";
import { ChoiceGroup } from "./choice-group";
import type { DeliveryCopy } from "./fragments";
import type { DeliveryContext } from "./page-context";
import { readPhone } from "./phone";
import { invalidIf, Problem, type Problems } from "./problem";

/** The note's length limit, said under the field. */
export const NOTE_MAX = 500;

type Word = { slug: string; name: string };
export type Registration = {
  email: string;
  plan?: string;
  district?: string;
  diet: string[];
  without: string[];
};

type Props = {
  copy: DeliveryCopy;
  context: DeliveryContext;
  leads: Queries.LeadsCopyFragment;
  districts: readonly Word[];
  words: { diets: readonly Word[]; allergens: readonly Word[] };
  registration: Registration;
  onSent: (fields: LeadFields) => void;
  /** Delivers the fields; rejects when that fails. Tests inject their own. */
  deliver?: (fields: LeadFields) => Promise<void>;
};

const deliverDetails = (fields: LeadFields) => deliverLead("delivery", fields);
const CHANNELS = ["call", "whatsapp", "telegram", "viber"] as const;

/** The delivery step's form: each answer checked by its field, then sent once. */
export function DeliveryForm(props: Props) {
  const { copy, context, leads, districts, words, registration } = props;
  const [district, setDistrict] = useState(registration.district ?? "");
  const [problems, setProblems] = useState<Problems>({});
  const [code, setCode] = useState("");
  const failure = { title: copy.failureTitle };
  const deliver = props.deliver ?? deliverDetails;
  const { formRef, busy, send } = useLeadForm("delivery", { leads, deliver, failure });
  const area = context.districts.find((d) => d.slug === district);
  // Open for orders by the visitor's clock: read when the step shows, after hydration.
  const [now] = useState(() => Date.now());
  const weeks = context.weeks.filter((w) => now < w.closes);
  const today = yerevanDate(new Date(now));
  const codeCheck = checkCode(code, context.codes, today);
  const plan = registration.plan;

  function check(form: HTMLFormElement): Problems {
    const found: Problems = {};
    const data = new FormData(form);
    const phone = form.elements.namedItem("phone") as HTMLInputElement;
    const read = readPhone(phone.value);
    if (phone.value.trim() === "") found.phone = copy.phone.missing;
    else if (!read) found.phone = copy.phone.invalid;
    else phone.value = read;
    if (!data.get("district")) found.district = copy.district.missing;
    else {
      if (data.getAll("days").length === 0) found.days = copy.days.missing;
      if (!data.get("window")) found.window = copy.window.missing;
    }
    if (weeks.length > 0 && !data.get("week")) found.week = copy.week.missing;
    const typed = checkCode(String(data.get("code") ?? ""), context.codes, today);
    if (typed.kind === "unknown") found.code = copy.code.unknown;
    if (typed.kind === "expired") found.code = fill(copy.code.expired, { date: typed.code.until });
    return found;
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = check(form);
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    await send(form, [], props.onSent);
  }

  const applied = codeCheck.kind === "valid" ? codeCheck.code : undefined;
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={submit}
      className="space-y-5"
      aria-busy={busy}
    >
      <input type="hidden" name="email" value={registration.email} />
      {plan && <input type="hidden" name="plan" value={plan} />}
      <div className="space-y-2">
        <Label htmlFor="delivery-phone">{copy.phone.label}</Label>
        <Input
          id="delivery-phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={40}
          aria-describedby={problems.phone ? "delivery-phone-problem" : "delivery-phone-hint"}
          aria-invalid={problems.phone ? true : undefined}
        />
        <p id="delivery-phone-hint" className="text-sm text-muted-foreground">
          {copy.phone.hint}
        </p>
        <Problem field="phone" text={problems.phone} />
      </div>
      <ChoiceGroup
        name="contact"
        legend={copy.contact.label}
        options={CHANNELS.map((c) => ({ value: c, label: copy.contact[c] }))}
        initial={["call"]}
      />
      <div className="space-y-2">
        <Label htmlFor="delivery-district">{copy.district.label}</Label>
        <Select
          id="delivery-district"
          name="district"
          value={district}
          onChange={(e) => setDistrict(e.target.value)}
          {...invalidIf("district", problems.district)}
        >
          <option value="">{copy.district.choose}</option>
          {districts.map((d) => (
            <option key={d.slug} value={d.slug}>
              {d.name}
            </option>
          ))}
        </Select>
        <Problem field="district" text={problems.district} />
      </div>
      {area && (
        <div key={area.slug} className="space-y-5">
          <ChoiceGroup
            name="days"
            multiple
            legend={copy.days.label}
            options={area.days.map((d) => ({ value: d.id, label: d.name }))}
            problem={problems.days}
          />
          <ChoiceGroup
            name="window"
            legend={copy.window.label}
            options={area.windows.map((w) => ({ value: w, label: w.replace("-", "–") }))}
            problem={problems.window}
          />
        </div>
      )}
      {weeks.length > 0 ? (
        <ChoiceGroup
          name="week"
          legend={copy.week.label}
          options={weeks.map((w) => ({
            value: w.monday,
            label: `${fill(copy.week.option, { date: w.date })} (${w.cutoff})`,
          }))}
          problem={problems.week}
        />
      ) : (
        <p className="text-sm">{fill(copy.week.none, { date: context.next })}</p>
      )}
      <ChoiceGroup
        name="diet"
        multiple
        legend={copy.food.diet}
        options={words.diets.map((d) => ({ value: d.slug, label: d.name }))}
        initial={registration.diet}
      />
      <ChoiceGroup
        name="without"
        multiple
        legend={copy.food.without}
        options={words.allergens.map((d) => ({ value: d.slug, label: d.name }))}
        initial={registration.without}
      />
      <div className="space-y-2">
        <Label htmlFor="delivery-note">{copy.note.label}</Label>
        <Textarea
          id="delivery-note"
          name="note"
          maxLength={NOTE_MAX}
          aria-describedby="delivery-note-hint"
        />
        <p id="delivery-note-hint" className="text-sm text-muted-foreground">
          {fill(copy.note.hint, { max: String(NOTE_MAX) })}
        </p>
      </div>
      <div className="space-y-2">
        <Label htmlFor="delivery-code">{copy.code.label}</Label>
        <Input
          id="delivery-code"
          name="code"
          autoComplete="off"
          maxLength={20}
          // A valid code shows its price as it is typed; a wrong one is refused on sending
          // (a message appearing as the field is left would move the button under the pointer).
          onChange={(e) => {
            setCode(e.target.value);
            if (problems.code) setProblems((p) => ({ ...p, code: undefined }));
          }}
          {...invalidIf("code", problems.code)}
          aria-describedby={
            problems.code ? "delivery-code-problem" : applied ? "delivery-code-applied" : undefined
          }
        />
        <Problem field="code" text={problems.code} />
        {applied && !problems.code && (
          <p id="delivery-code-applied" className="text-sm font-medium text-primary">
            {fill(copy.code.applied, { percent: applied.percent })}{" "}
            {plan && applied.prices[plan] && fill(copy.code.price, applied.prices[plan])}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? copy.submitting : copy.submit}
      </Button>
      <Honeypot label={leads.honeypot} />
    </form>
  );
}
