import { z, type ZodType } from "zod";

/*
 * The editor's fields, read off the zod schemas themselves (not their JSON Schema, which
 * drops our error messages and every refinement): widget, label, required, min and max,
 * pattern with our message, the fixed lists. What a schema checks beyond that (refinements,
 * rules across files) the build still checks, naming file and field.
 */

export type Field = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  i18n?: boolean | "duplicate";
  [option: string]: unknown;
};

/** What a schema may say about its field in the editor, through `.meta()`. */
type Meta = { title?: string; description?: string; widget?: string; ref?: string };

type Def = {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> & { check: string } } }[];
  shape?: Record<string, ZodType>;
  element?: ZodType;
  innerType?: ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
};
export const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const metaOf = (schema: ZodType): Meta & { graphql?: string } =>
  (z.globalRegistry.get(schema) ?? {}) as Meta;

/** "registerNumber" -> "Register number". */
export const humanise = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());

/** Longer copy gets a multi-line box. */
const LONG_TEXT = /^(description|text|content|answer|intro|consent|privacyText|\w+Text)$/;

/** A dish's slug in a week: chosen by name from the catalogue (the copy file, which has names). */
export function relationTo(file: string): Record<string, unknown> {
  const list = file.replace(/\.json$/, "");
  return {
    widget: "relation",
    collection: "texts",
    file: list,
    value_field: `${list}.*.slug`,
    search_fields: [`${list}.*.name`],
    display_fields: [`${list}.*.name`],
  };
}

function checksOf(def: Def) {
  return (def.checks ?? []).map((c) => c._zod.def);
}

function stringOptions(def: Def): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // z.email() and z.url() carry their format on the type itself, .regex() as a check.
  for (const c of [def as unknown as Record<string, unknown>, ...checksOf(def)]) {
    if (c.check !== "string_format" && !c.format) continue;
    const error = (c as { error?: (i: unknown) => unknown }).error;
    const message = typeof error === "function" ? String(error({})) : undefined;
    if (c.format === "regex" && c.pattern instanceof RegExp)
      out.pattern = [c.pattern.source, message ?? `must match ${c.pattern.source}`];
    if (c.format === "email") out.type = "email";
    if (c.format === "url") {
      out.type = "url";
      out.pattern = ["^https://", "must start with https://"];
    }
  }
  return out;
}

function numberOptions(def: Def): Record<string, unknown> {
  const checks = checksOf(def);
  const int = checks.some((c) => c.format === "safeint" || c.format === "int32");
  const out: Record<string, unknown> = { value_type: int ? "int" : "float" };
  for (const c of checks) {
    const value = c.value as number;
    // An exclusive bound becomes the next whole number; a float keeps the bound itself.
    if (c.check === "greater_than") out.min = c.inclusive || !int ? value : value + 1;
    if (c.check === "less_than") out.max = c.inclusive || !int ? value : value - 1;
  }
  return out;
}

function lengthOptions(def: Def): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of checksOf(def)) {
    if (c.check === "min_length") out.min = c.minimum;
    if (c.check === "max_length") out.max = c.maximum;
    if (c.check === "length_equals") out.min = out.max = c.length;
  }
  return out;
}

/** The editor field for one key of a schema. */
export function fieldFor(name: string, schema: ZodType): Field {
  let def = defOf(schema);
  let required = true;
  let meta = metaOf(schema);
  if (def.type === "optional") {
    required = false;
    schema = def.innerType!;
    def = defOf(schema);
    meta = { ...metaOf(schema), ...meta };
  }
  const base = {
    name,
    label: meta.title ?? humanise(name),
    ...(meta.description ? { hint: meta.description } : {}),
  };
  const field = (widget: string, options: Record<string, unknown> = {}): Field => ({
    ...base,
    widget: meta.widget ?? widget,
    required,
    ...options,
  });
  if (meta.ref) return { ...base, required, ...relationTo(meta.ref) } as Field;
  if (meta.graphql === "File")
    return field("image", { media_folder: "/data/images", public_folder: "./images" });
  switch (def.type) {
    case "string":
      return field(LONG_TEXT.test(name) ? "text" : "string", stringOptions(def));
    case "number":
      return field("number", numberOptions(def));
    case "boolean":
      // Unticked is a value (false), never an empty field.
      return field("boolean", { default: false });
    case "enum":
      return field("select", { options: Object.values(def.entries!) });
    case "literal":
      return field("select", { options: def.values });
    case "object":
      return field("object", { fields: fieldsOf(schema) });
    case "array":
      return listField(field, def);
  }
  throw new Error(`${name}: the editor has no field for a zod ${def.type}`);
}

function listField(field: (w: string, o?: Record<string, unknown>) => Field, def: Def): Field {
  const element = def.element!;
  const inner = defOf(element);
  const length = lengthOptions(def);
  const ref = metaOf(element).ref;
  if (ref)
    return {
      ...field("relation", { multiple: true, ...length }),
      ...relationTo(ref),
      required: false,
    };
  if (inner.type === "enum")
    return field("select", {
      multiple: true,
      options: Object.values(inner.entries!),
      ...length,
      required: Boolean(length.min),
    });
  if (inner.type === "object") {
    const fields = fieldsOf(element);
    const first = fields.find((f) => ["name", "title", "question", "day", "slug"].includes(f.name));
    return field("list", {
      ...length,
      fields,
      ...(first ? { summary: `{{fields.${first.name}}}` } : {}),
    });
  }
  return field("list", { ...length, field: fieldFor("item", element) });
}

/** The fields of an object schema, in its key order (the order the editor writes them). */
export function fieldsOf(schema: ZodType): Field[] {
  const def = defOf(schema);
  if (def.type !== "object") throw new Error(`expected an object schema, got ${def.type}`);
  return Object.entries(def.shape!).map(([key, value]) => fieldFor(key, value));
}
