import { z } from "zod";
import { text } from "../../schema/fields";
import { placeholders, type Words } from "../../schema/words";

/*
 * How the requests page's words are labelled for the editor (data/subscription.json): a text
 * with its label in English and Russian, a group of them, and the labels its fields share.
 */

export const w = (en: string, ru: string): Words => ({ en, ru });
export const t = (label: Words, hint?: Words) => text.meta({ label, ...(hint ? { hint } : {}) });
export const group = <S extends z.core.$ZodLooseShape>(label: Words, shape: S) =>
  z.strictObject(shape).meta({ label });
export const FIELD = w("Field", "Поле");
export const HINT = w("Under the field", "Под полем");
export const MISSING = w("When left empty", "Если не заполнено");
export const DATE = placeholders(
  "{date} becomes a Monday",
  "вместо {date} сайт подставит понедельник",
);

export const person = (what: Words) =>
  group(what, {
    label: t(FIELD),
    hint: t(HINT),
    missing: t(MISSING),
    invalid: t(w("When it cannot be read", "Если не читается")),
  });
