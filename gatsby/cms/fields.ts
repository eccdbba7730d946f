import type { ZodType } from "zod";
import {
  IMAGE,
  defOf,
  lengthOptions,
  metaOf,
  numberOptions,
  relationTo,
  stringOptions,
  type Def,
  type Meta,
  type Words,
} from "./options";

import { isoDate } from "../../src/schema/fields";

export { defOf, relationTo } from "./options";

/**
 * A day written as the data keeps it ("2027-06-30", the schemas' `isoDate`, told by its
 * check): chosen in the browser's calendar, never typed, so "31.05.2027" cannot be saved.
 */
const isDay = (def: Def) => {
  const own = defOf(isoDate).checks?.[0];
  return def.type === "string" && own !== undefined && (def.checks ?? []).includes(own);
};
const DAY_PICKER = {
  type: "date",
  format: "YYYY-MM-DD",
  hint: { en: "Pick the day in the calendar", ru: "Выберите день в календаре" },
};

/*
 * The editor's fields, read off the zod schemas themselves (not their JSON Schema, which
 * drops our error messages and every refinement): widget, label, required, min and max,
 * pattern with our message, the fixed lists. What a schema checks beyond that (refinements,
 * rules across files) the build still checks, naming file and field.
 */

export type Field = {
  name: string;
  label: string | Words;
  widget: string;
  required?: boolean;
  i18n?: boolean | "duplicate";
  [option: string]: unknown;
};

/** "registerNumber" -> "Register number". */
export const humanise = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());

/** Longer copy gets a multi-line box. */
const LONG_TEXT = /^(description|text|content|answer|intro|consent|privacyText|\w+Text)$/;

/** A fixed list's values, each shown by its label when the schema gives one. */
function choices(values: readonly unknown[], meta: Meta) {
  return values.map((value) => {
    const label = meta.choices?.[String(value)];
    return label ? { label, value } : value;
  });
}

/** The editor field for one key of a schema. */
export function fieldFor(name: string, schema: ZodType): Field {
  let def = defOf(schema);
  let required = true;
  let meta = metaOf(schema);
  // Optional, or read as its default when left out (an empty list): the editor may leave it empty.
  if (def.type === "optional" || def.type === "default") {
    required = false;
    schema = def.innerType!;
    def = defOf(schema);
    meta = { ...metaOf(schema), ...meta };
  }
  const hint = meta.hint;
  const base = {
    name,
    label: meta.label ?? humanise(name),
    ...(hint ? { hint } : {}),
  };
  const field = (widget: string, options: Record<string, unknown> = {}): Field => ({
    ...base,
    widget: meta.widget ?? widget,
    required,
    ...options,
  });
  if (meta.ref) return { ...base, required, ...relationTo(meta.ref, meta.only) } as Field;
  if (meta.graphql === "File") return field("image", IMAGE);
  switch (def.type) {
    case "string":
      if (isDay(def)) return field("datetime", DAY_PICKER);
      return field(LONG_TEXT.test(name) ? "text" : "string", stringOptions(def));
    case "number":
      return field("number", numberOptions(def));
    case "boolean":
      // Unticked is a value (false), never an empty field.
      return field("boolean", { default: false });
    case "enum":
      return field("select", { options: choices(Object.values(def.entries!), meta) });
    case "literal":
      return field("select", { options: choices(def.values as string[], meta) });
    case "object":
      return field("object", { fields: fieldsOf(schema) });
    case "array":
      return listField(field, def, meta);
  }
  throw new Error(`${name}: the editor has no field for a zod ${def.type}`);
}

function listField(
  field: (w: string, o?: Record<string, unknown>) => Field,
  def: Def,
  meta: Meta,
): Field {
  const element = def.element!;
  const inner = defOf(element);
  const length = lengthOptions(def);
  const { ref, only } = metaOf(element);
  if (ref)
    return {
      ...field("relation", { multiple: true, ...length }),
      ...relationTo(ref, only),
      required: false,
    };
  if (inner.type === "enum")
    return field("select", {
      multiple: true,
      options: choices(Object.values(inner.entries!), metaOf(element)),
      ...length,
      required: Boolean(length.min),
    });
  if (inner.type === "object") {
    const fields = fieldsOf(element);
    const first = fields.find((f) =>
      ["name", "title", "question", "day", "slug", "code"].includes(f.name),
    );
    const summary = meta.summary ?? (first && `{{fields.${first.name}}}`);
    return field("list", {
      ...length,
      fields,
      ...(meta.one ? { label_singular: meta.one } : {}),
      ...(summary ? { summary } : {}),
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
