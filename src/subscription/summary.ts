import { daysList, windowText } from "../catalog/days";
import { fill } from "../lib/format";
import type { LeadFields } from "../lib/leads";
import type { ChangeLists } from "./change-fields";
import type { SubscriptionCopy } from "./fragments";
import type { SubscriptionContext } from "./page-context";

/** A sentence, and for a change what changes, each named by its field's label. */
export type Summary = { text: string; changes: [label: string, value: string][] };

/**
 * What was asked, in the visitor's language: "You asked to pause your deliveries for 2 weeks
 * from the week of 7 December. Deliveries resume in the week of 21 December."
 */
export function requestSummary(
  fields: LeadFields,
  copy: SubscriptionCopy,
  context: SubscriptionContext,
  lists: ChangeLists,
): Summary {
  const words = copy.summary;
  const date = (monday = "") => context.weeks.find((w) => w.monday === monday)?.date ?? monday;
  const list = (value = "") => value.split(",").filter(Boolean);
  const names = (slugs: string, from: readonly { slug: string; name: string }[]) =>
    list(slugs)
      .map((s) => from.find((f) => f.slug === s)?.name ?? s)
      .join(", ");
  switch (fields.request) {
    case "skip":
      return sentence(words.skip, {
        weeks: list(fields.weeks)
          .map((m) => fill(words.skipWeek, { date: date(m) }))
          .join(", "),
      });
    case "pause":
      return sentence(words.pause, {
        length: words.lengths[Number(fields.length) - 1] ?? "",
        date: date(fields.from),
        resume: date(fields.resume),
      });
    case "cancel":
      return sentence(words.cancel, { date: date(fields.from) });
    default: {
      const change = copy.change;
      const plan = lists.plans.find((p) => p.slug === fields.plan);
      const area = context.districts.find((d) => d.slug === fields.district);
      const days = area?.days.filter((d) => list(fields.days).includes(d.id)) ?? [];
      const changes: [string, string][] = [
        [change.plan, plan ? `${plan.subtitle}, ${plan.name}` : ""],
        [change.district, names(fields.district ?? "", lists.districts)],
        [change.days, daysList(days)],
        [change.window, windowText(fields.window ?? "")],
        [change.diet, names(fields.diet ?? "", lists.diets)],
        [change.without, names(fields.without ?? "", lists.allergens)],
      ];
      return {
        text: fill(words.change, { date: date(fields.from) }),
        changes: changes.filter(([, value]) => value),
      };
    }
  }
}

const sentence = (template: string, values: Record<string, string>): Summary => ({
  text: fill(template, values),
  changes: [],
});
