import type { ReactNode } from "react";
import type { LeadFields } from "../lib/leads";
import { summaryRows, summarySentence, type SummaryFacts } from "./summary";

type Props = SummaryFacts & {
  /** What was sent. */
  fields: LeadFields;
  /** The heading of the chosen plan's line ("Your plan"). */
  planTitle: string;
  /** How and when one pays (data/paying.json). */
  paying?: { title: string; text: string } | null;
  /**
   * The dishes of the first week chosen in the step, day by day, drawn by the step that
   * chose them; nothing: no line for them.
   */
  chosenDishes?: ReactNode;
};

const term = "font-medium text-muted-foreground";

/**
 * After sending the delivery details: what happens next, then everything chosen restated
 * (plan, first week's price, days, time, first delivery, dishes) and how and when to pay.
 */
export function DeliverySummary({ fields, planTitle, paying, chosenDishes, ...facts }: Props) {
  const rows = summaryRows(fields, facts, planTitle);
  return (
    <>
      <p>{summarySentence(fields, facts)}</p>
      <dl className="space-y-3 text-sm">
        {rows.map((row) => (
          <div key={row.id}>
            <dt className={term}>{row.label}</dt>
            <dd className="text-base">{row.value}</dd>
          </div>
        ))}
        {chosenDishes && (
          <div>
            <dt className={term}>{facts.copy.recap.dishes}</dt>
            <dd>{chosenDishes}</dd>
          </div>
        )}
        {paying && (
          <div>
            <dt className={term}>{paying.title}</dt>
            <dd className="text-base">{paying.text}</dd>
          </div>
        )}
      </dl>
    </>
  );
}
