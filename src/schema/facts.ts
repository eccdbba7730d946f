import { z, type ZodType } from "zod";

/*
 * A fact is a field that does not depend on language (a price, a picture, the nutrition): its
 * file keeps it once, in the first language's part, and the editor shows it once. It is marked
 * on the field where the schema declares it, `.meta({ fact: true, label: ... })`, so that a new
 * fact is one edit; a file's list of facts (DataFile.facts) is read from its schema here.
 */

type Def = {
  type: string;
  shape?: Record<string, ZodType>;
  element?: ZodType;
  innerType?: ZodType;
};
const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const marked = (schema: ZodType) =>
  (z.globalRegistry.get(schema) as { fact?: unknown } | undefined)?.fact === true;

/**
 * The facts of a file's schema, as dotted paths ("price", "address.postalCode"), from the file
 * or from each entry of a list.
 */
export function factPaths(schema: ZodType, at = ""): string[] {
  if (at && marked(schema)) return [at];
  const def = defOf(schema);
  if (def.type === "object")
    return Object.entries(def.shape!).flatMap(([key, field]) =>
      factPaths(field, at ? `${at}.${key}` : key),
    );
  if (def.type === "array") return factPaths(def.element!, at);
  // optional, default, nullable and the like: the field they wrap
  if (def.innerType) return factPaths(def.innerType, at);
  return [];
}
