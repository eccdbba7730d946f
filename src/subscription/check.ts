import { fill } from "../lib/format";
import type { IsoDate } from "../catalog/week";
import { readPhone } from "../lib/phone";
import type { SubscriptionCopy } from "./fragments";
import { isRequest, PAUSE_WEEKS } from "./message";
import type { SubscriptionContext } from "./page-context";
import type { Problems } from "./problems";

/** Something, an @, something, a dot, something: enough to catch a slip, never a real address check. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CHANGES = ["plan", "district", "days", "window", "diet", "without"];

/**
 * A request's answers, each with the message its field shows when it is missing or wrong:
 * who asks (the phone written back in international form when it reads), what they ask, and
 * that kind's own answers, every week among those still open at `open` (the cutoff may have
 * passed since the page was opened).
 */
export function checkRequest(
  form: HTMLFormElement,
  copy: SubscriptionCopy,
  { open, weeks }: { open: readonly IsoDate[]; weeks: SubscriptionContext["weeks"] },
): Problems {
  const found: Problems = {};
  const data = new FormData(form);
  const value = (name: string) => String(data.get(name) ?? "").trim();
  const email = value("email");
  if (email === "") found.email = copy.who.email.missing;
  else if (!EMAIL.test(email)) found.email = copy.who.email.invalid;
  const phone = form.elements.namedItem("phone") as HTMLInputElement;
  const read = readPhone(phone.value);
  if (phone.value.trim() === "") found.phone = copy.who.phone.missing;
  else if (!read) found.phone = copy.who.phone.invalid;
  else phone.value = read;
  const kind = value("request");
  if (!isRequest(kind)) return { ...found, request: copy.request.missing };

  const dateOf = (monday: string) => weeks.find((w) => w.monday === monday)?.date ?? monday;
  const closed = (monday: string) =>
    fill(copy.week.closed, { date: dateOf(monday), next: dateOf(open[0] ?? "") });
  if (kind === "skip") {
    const chosen = data.getAll("weeks").map(String);
    const shut = chosen.find((m) => !open.includes(m));
    if (chosen.length === 0) found.weeks = copy.skip.missing;
    else if (shut) found.weeks = closed(shut);
    return found;
  }
  const from = value("from");
  if (from === "") found.from = copy.week.missing;
  else if (!open.includes(from)) found.from = closed(from);
  if (kind === "pause") {
    const length = value("length");
    const weeks = /^\d+$/.test(length) ? Number(length) : NaN;
    if (!(weeks >= PAUSE_WEEKS.min && weeks <= PAUSE_WEEKS.max)) found.length = copy.pause.invalid;
  }
  if (kind === "change" && CHANGES.every((name) => data.getAll(name).every((v) => v === "")))
    found.plan = copy.change.nothing;
  return found;
}
