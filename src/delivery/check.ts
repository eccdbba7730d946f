import { fill } from "../lib/format";
import type { IsoDate } from "../catalog/week";
import { checkCode } from "./codes";
import type { DeliveryCopy } from "./fragments";
import type { DeliveryContext } from "./page-context";
import { readPhone } from "../lib/phone";
import type { Problems } from "./problems";

/**
 * The delivery form's answers, each with the message its field shows when it is missing or
 * wrong: the phone (written back in international form when it reads), the district and its
 * days and time, a week when one is open, and a code when one is typed.
 */
export function checkDelivery(
  form: HTMLFormElement,
  copy: DeliveryCopy,
  {
    codes,
    openWeeks,
    today,
  }: { codes: DeliveryContext["codes"]; openWeeks: number; today: IsoDate },
): Problems {
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
  if (openWeeks > 0 && !data.get("week")) found.week = copy.week.missing;
  const typed = checkCode(String(data.get("code") ?? ""), codes, today);
  if (typed.kind === "unknown") found.code = copy.code.unknown;
  if (typed.kind === "expired") found.code = fill(copy.code.expired, { date: typed.code.until });
  return found;
}
