import { useState } from "react";
import { useLeadForm } from "../hooks/use-lead-form";
import { deliverLead, type LeadFields } from "../lib/leads";
import { yerevanDate } from "../catalog/week";
import { orderableWeek } from "../catalog/offer";
import { Button } from "../components/ui/button";
import { Honeypot } from "../components/forms/lead-parts";
import { checkCode } from "./codes";
import { checkDelivery } from "./check";
import { CodeField } from "./code-field";
import { NoteField, ReachFields } from "./reach-fields";
import { WhenFields } from "./when-fields";
import { FirstWeekDishes } from "./first-week-dishes";
import { FoodChoices } from "../components/forms/food-choices";
import type { DeliveryCopy } from "./fragments";
import type { DeliveryContext } from "./page-context";
import { problemAt, type Problems } from "./problems";
import { typedIn, typedText } from "./typed";
import type { Typed } from "./register-history";

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
  /** What was typed before the visitor left the page and came back (Back, then Forward). */
  typed?: Typed;
  /** Told what is typed and ticked, at every change. */
  onTyped?: (typed: Typed) => void;
  /** Delivers the fields; rejects when that fails. Tests inject their own. */
  deliver?: (fields: LeadFields) => Promise<void>;
};

const deliverDetails = (fields: LeadFields) => deliverLead("delivery", fields);

/** The delivery step's form: each answer checked by its field, then sent once. */
export function DeliveryForm(props: Props) {
  const { copy, context, leads, districts, words, registration, typed, onTyped } = props;
  const [district, setDistrict] = useState(typed?.district?.[0] ?? registration.district ?? "");
  const [problems, setProblems] = useState<Problems>({});
  const [code, setCode] = useState(typedText(typed, "code"));
  const failure = { title: copy.failureTitle };
  const deliver = props.deliver ?? deliverDetails;
  const { formRef, busy, send } = useLeadForm("delivery", { leads, deliver, failure });
  // Open for orders by the visitor's clock: read when the step shows, after hydration.
  const [now] = useState(() => Date.now());
  // From the week a visitor can order on: the rule the menu and the plan finder use too.
  const first = orderableWeek(
    context.weeks.map((w) => w.monday),
    context.cutoffRule,
    new Date(now),
  );
  const weeks = first ? context.weeks.filter((w) => w.monday >= first) : [];
  const today = yerevanDate(new Date(now));
  const codeCheck = checkCode(code, context.codes, today);
  const plan = registration.plan;
  // A draft kept in the tab (a reload, Back and Forward) brings back what was ticked.
  const [choice, setChoice] = useState<{ week?: string; diet: string[]; without: string[] }>(
    () => ({
      week: typed?.week?.[0] || undefined,
      diet: typed?.diet ?? registration.diet,
      without: typed?.without ?? registration.without,
    }),
  );

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = checkDelivery(form, copy, {
      codes: context.codes,
      openWeeks: weeks.length,
      today,
    });
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    await send(form, [], props.onSent);
  }

  const applied = codeCheck.kind === "valid" ? codeCheck.code : undefined;
  // The first week's dishes follow the week, diets and allergens ticked, as they change.
  const readChoice = (form: HTMLFormElement) => {
    const data = new FormData(form);
    setChoice({
      week: String(data.get("week") ?? "") || undefined,
      diet: data.getAll("diet").map(String),
      without: data.getAll("without").map(String),
    });
  };
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={submit}
      onChange={(e) => {
        const form = e.currentTarget;
        readChoice(form);
        // Once React has drawn what the change shows (a district's own days), read it all.
        setTimeout(() => onTyped?.(typedIn(form)), 0);
      }}
      className="space-y-5"
      aria-busy={busy}
    >
      <input type="hidden" name="email" value={registration.email} />
      {plan && <input type="hidden" name="plan" value={plan} />}
      <ReachFields copy={copy} problems={problems} typed={typed} />
      <WhenFields
        copy={copy}
        context={context}
        districts={districts}
        district={district}
        onDistrict={setDistrict}
        weeks={weeks}
        problems={problems}
        typed={typed}
      />
      <FoodChoices
        diets={words.diets}
        allergens={words.allergens}
        legends={copy.food}
        problemAt={problemAt}
        initial={{
          diet: typed?.diet ?? registration.diet,
          without: typed?.without ?? registration.without,
        }}
      />
      <FirstWeekDishes
        copy={copy.food}
        context={context}
        monday={choice.week ?? weeks[0]?.monday}
        plan={plan}
        choice={choice}
      />
      <NoteField copy={copy} typed={typed} />
      <CodeField
        copy={copy}
        applied={applied}
        plan={plan}
        initial={typedText(typed, "code")}
        problem={problems.code}
        onType={(value) => {
          setCode(value);
          if (problems.code) setProblems((p) => ({ ...p, code: undefined }));
        }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? copy.submitting : copy.submit}
      </Button>
      <Honeypot label={leads.honeypot} />
    </form>
  );
}
