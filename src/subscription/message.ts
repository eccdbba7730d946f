import { addDays, type IsoDate } from "../catalog/week";
import type { LeadFields } from "../lib/leads";

/*
 * A subscriber's request as the business receives it: one message under stable names, the
 * same for every kind of request, with the fields its kind needs. docs/leads.md shows each.
 */

/** The kinds of request, in the page's order; also their names in the message and in measurement. */
export const REQUESTS = ["skip", "pause", "change", "cancel"] as const;
export type RequestKind = (typeof REQUESTS)[number];

/** How long a pause may last, in weeks (the FAQ's promise: up to 4 weeks at a time). */
export const PAUSE_WEEKS = { min: 1, max: 4 } as const;

/** Each kind's own fields, beside who asks (e-mail and phone) and the page's language and address. */
export const REQUEST_FIELDS: Record<RequestKind, readonly string[]> = {
  // The Mondays of the weeks to skip, comma-separated.
  skip: ["weeks"],
  // The first week of the pause, its length in weeks, and the week deliveries resume.
  pause: ["from", "length", "resume"],
  // From which week; each answer left empty keeps what the subscriber has.
  change: ["from", "plan", "district", "days", "window", "diet", "without"],
  // The first week without deliveries, and the optional answer why.
  cancel: ["from", "reason"],
};

export const isRequest = (value: string | undefined): value is RequestKind =>
  (REQUESTS as readonly string[]).includes(value ?? "");

/** The Monday deliveries resume after a pause of `length` weeks from the week of `from`. */
export const resumeWeek = (from: IsoDate, length: number): IsoDate => addDays(from, 7 * length);

/**
 * The message of a request from the form's fields: its kind's fields in a fixed order, each
 * present (empty when not answered), and nothing else.
 */
export function requestMessage(fields: LeadFields): LeadFields {
  const kind = fields.request;
  if (!isRequest(kind)) throw new Error(`unknown request "${kind}"`);
  const names = ["request", "email", "phone", ...REQUEST_FIELDS[kind], "language", "page"];
  return Object.fromEntries(names.map((name) => [name, fields[name] ?? ""]));
}
