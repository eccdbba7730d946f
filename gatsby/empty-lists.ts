import path from "node:path";
import type { ZodType } from "zod";
import { factFolders } from "../src/schema";

/*
 * The content editor writes no key for a list left empty (a dish with no allergens, a week
 * without kits): in a file of facts, a list its schema requires and the file leaves out is
 * read as an empty list. The schema's own minimum still applies to it, and copy files are
 * read as they are.
 */

type Def = {
  type: string;
  shape?: Record<string, ZodType>;
  element?: ZodType;
  innerType?: ZodType;
};
const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * `value` with every missing list of `schema` filled in as empty. `facts`: the dotted paths a
 * file of facts holds (from a list's entry, as in src/schema); none means the whole file.
 */
export function withEmptyLists(
  schema: ZodType,
  value: unknown,
  facts?: readonly string[],
  at = "",
): unknown {
  const def = defOf(schema);
  if (def.type === "optional") return withEmptyLists(def.innerType!, value, facts, at);
  if (def.type === "array" && Array.isArray(value))
    return value.map((item) => withEmptyLists(def.element!, item, facts, at));
  if (def.type !== "object" || !isObject(value)) return value;
  const out = { ...value };
  for (const [key, field] of Object.entries(def.shape!)) {
    const p = at ? `${at}.${key}` : key;
    const isFact = !facts || facts.some((f) => p === f || p.startsWith(`${f}.`));
    if (!isFact && !facts!.some((f) => f.startsWith(`${p}.`))) continue;
    if (out[key] !== undefined)
      out[key] = withEmptyLists(field, out[key], isFact ? undefined : facts, p);
    else if (isFact && defOf(field).type === "array") out[key] = [];
  }
  return out;
}

/** The schema of a file in a folder of facts (data/weeks/2026-11-23.json), or nothing. */
export function factsOf(file: string): { schema: ZodType } | undefined {
  const folder = path.basename(path.dirname(file));
  return factFolders[folder] ? { schema: factFolders[folder].schema } : undefined;
}
