import { z } from "zod";
import { text } from "../../schema/fields";
import type { Words } from "../../schema/words";

/* Short ways to label the step's words for the editor, in English and Russian. */

export const w = (en: string, ru: string): Words => ({ en, ru });
export const t = (label: Words, hint?: Words) => text.meta({ label, ...(hint ? { hint } : {}) });
export const group = <S extends z.core.$ZodLooseShape>(label: Words, shape: S) =>
  z.strictObject(shape).meta({ label });
export const FIELD = w("Field", "Поле");
export const MISSING = w("When left empty", "Если не заполнено");
