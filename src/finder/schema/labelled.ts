import { z } from "zod";
import { text } from "../../schema/fields";
import type { Words } from "../../schema/words";

/* How the plan finder's words are declared for the editor: each with its label (and hint). */

export const w = (en: string, ru: string): Words => ({ en, ru });
/** A line of copy with its label in the editor (and a hint, where the owner needs one). */
export const t = (label: Words, hint?: Words) => text.meta({ label, ...(hint ? { hint } : {}) });
export const group = <S extends z.core.$ZodLooseShape>(label: Words, shape: S) =>
  z.strictObject(shape).meta({ label });
