import { daysList, windowText } from "../catalog/days";
import { fill } from "../lib/format";
import type { LeadFields } from "../lib/leads";
import type { DeliveryCopy } from "./fragments";
import type { DeliveryContext } from "./page-context";
import { phoneWritten } from "../lib/phone";

/** The plans as the register page reads them (name, subtitle, price written out). */
type Plan = { slug: string; name: string; subtitle: string; priceText: string };

export type SummaryFacts = {
  copy: DeliveryCopy;
  context: DeliveryContext;
  /** The districts' names in the page's language. */
  districts: readonly { slug: string; name: string }[];
  plans: readonly Plan[];
};

/** One line of what was chosen: its label and what it says. */
export type SummaryRow = { id: string; label: string; value: string };

const list = (value?: string) => (value ? value.split(",") : []);

/** The first delivery's date written out, if a week was chosen and a day of it. */
function firstDay(fields: LeadFields, context: DeliveryContext): string | undefined {
  const week = context.weeks.find((w) => w.monday === fields.week);
  const chosen = list(fields.days);
  return week && Object.entries(week.days).find(([id]) => chosen.includes(id))?.[1];
}

/** "We will call you on +374 91 234567 to confirm your first delivery: Wednesday 2 December, …". */
export function summarySentence(fields: LeadFields, facts: SummaryFacts): string {
  const { copy, context, districts } = facts;
  const day = firstDay(fields, context);
  const channel = fields.contact as keyof DeliveryCopy["contact"] | undefined;
  const values = {
    phone: phoneWritten(fields.phone ?? ""),
    district: districts.find((d) => d.slug === fields.district)?.name ?? "",
    date: day ?? "",
    window: windowText(fields.window ?? ""),
    channel: channel && channel !== "label" ? copy.contact[channel] : "",
  };
  const sentence = !day
    ? fill(copy.summary.later, values)
    : fill(channel === "call" || !channel ? copy.summary.call : copy.summary.message, values);
  const code = fields.code
    ? ` ${fill(copy.summary.code, { code: fields.code.toUpperCase() })}`
    : "";
  return sentence + code;
}

/**
 * What the visitor chose, restated: the plan and its first week's price (reduced by a code),
 * the delivery days and time, the first delivery's date. A row with nothing to say is left
 * out (no plan chosen, no week open).
 */
export function summaryRows(
  fields: LeadFields,
  facts: SummaryFacts,
  planTitle: string,
): SummaryRow[] {
  const { copy, context, plans } = facts;
  const rows: SummaryRow[] = [];
  const plan = plans.find((p) => p.slug === fields.plan);
  if (plan) {
    rows.push({ id: "plan", label: planTitle, value: `${plan.name}, ${plan.subtitle}` });
    const typed = fields.code?.trim().toUpperCase();
    const code = typed && context.codes.find((c) => c.code.toUpperCase() === typed);
    const reduced = code && code.prices[plan.slug];
    rows.push({
      id: "price",
      label: copy.recap.price,
      value: reduced
        ? fill(copy.recap.discounted, { ...reduced, code: code.code })
        : plan.priceText,
    });
  }
  const area = context.districts.find((d) => d.slug === fields.district);
  const chosen = list(fields.days);
  const days = area?.days.filter((d) => chosen.includes(d.id)) ?? [];
  if (days.length) rows.push({ id: "days", label: copy.days.label, value: daysList(days) });
  if (fields.window)
    rows.push({ id: "window", label: copy.window.label, value: windowText(fields.window) });
  const day = firstDay(fields, context);
  if (day) rows.push({ id: "first", label: copy.recap.first, value: day });
  return rows;
}
