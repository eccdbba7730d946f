import { z } from "zod";
import { isoDate } from "../../schema/fields";
import { w } from "./labels";

/*
 * The promo and referral codes (data/first-delivery.json): facts, public by nature on a static
 * site, and never required.
 */

const code = z.strictObject({
  code: z
    .string()
    .regex(/^[A-Z0-9-]{3,20}$/, "capital letters, digits and dashes, 3 to 20")
    .meta({
      label: w("Code", "Код"),
      hint: w(
        "As customers type it, in capital letters, e.g. WELCOME10; any case is accepted",
        "Как его вводят клиенты, заглавными буквами, например WELCOME10; регистр не важен",
      ),
    }),
  percentOff: z
    .number()
    .int("a whole number")
    .min(1, "at least 1%")
    .max(100, "at most 100%")
    .meta({
      label: w("Discount on the first week, %", "Скидка на первую неделю, %"),
      hint: w("A whole number from 1 to 100", "Целое число от 1 до 100"),
    }),
  validUntil: isoDate.meta({
    label: w("Valid until (last day)", "Действует до (последний день)"),
    hint: w("A date such as 2027-06-30", "Дата, например 2027-06-30"),
  }),
});

export const codes = z
  .array(code)
  .meta({
    fact: true,
    label: w("Promo and referral codes", "Промокоды и реферальные коды"),
    one: w("Code", "Код"),
    summary: "{{fields.code}} · {{fields.percentOff}}%",
    hint: w(
      "Public by nature: anyone can read them in the site's files. A code is never required",
      "Коды не секретны: их можно прочитать в файлах сайта. Код никогда не обязателен",
    ),
  })
  .default([]);
