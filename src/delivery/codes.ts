import type { IsoDate } from "../catalog/week";

/*
 * Promo and referral codes (data/first-delivery.json, `codes`): marketing codes, public by
 * nature on a static site, never required. A code is valid up to and including its last day
 * in Yerevan; it is typed in any case, with spaces around it.
 */

export type Code = { code: string; percentOff: number; validUntil: IsoDate };

export type CodeCheck<C extends Code = Code> =
  | { kind: "none" }
  | { kind: "unknown" }
  | { kind: "expired"; code: C }
  | { kind: "valid"; code: C };

/** What a typed code is on a date in Yerevan. */
export function checkCode<C extends Code>(
  typed: string,
  codes: readonly C[],
  today: IsoDate,
): CodeCheck<C> {
  const wanted = typed.trim().toUpperCase();
  if (!wanted) return { kind: "none" };
  const code = codes.find((c) => c.code.toUpperCase() === wanted);
  if (!code) return { kind: "unknown" };
  return today > code.validUntil ? { kind: "expired", code } : { kind: "valid", code };
}

/** A price with the code's discount, in whole dram. */
export const discounted = (price: number, percentOff: number) =>
  Math.round((price * (100 - percentOff)) / 100);
