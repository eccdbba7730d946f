import { z, type ZodType } from "zod";
import type { FieldWords, Words } from "../../src/schema/words";
import { dataFiles } from "../content/data-files";

/*
 * What a zod schema says about one field, read for the editor: its definition, what it says
 * through `.meta()`, and the options of strings, numbers and lists (min, max, pattern with
 * our message), a dish chosen by name, and a picture put where the build's images are.
 */

/** A text of the editor's own interface, in each language it speaks (its forms' labels). */
export type { Words };

/**
 * What a schema may say about its field in the editor, through `.meta()`: its label and hint
 * in the owner's words, the label of each choice of a fixed list, a widget, a dish by name.
 */
export type Meta = Partial<FieldWords> & {
  widget?: string;
  ref?: string;
  /** With `ref`: only the entries with these facts are offered (`{ kind: "kit" }`). */
  only?: Record<string, string>;
  /** A list's one entry, for its Add button ("Add Rule", not "Add Which plan to recommend"). */
  one?: Words;
  /** What a collapsed entry of a list shows, e.g. "{{fields.code}}". */
  summary?: string;
};

export type Def = {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> & { check: string } } }[];
  shape?: Record<string, ZodType>;
  element?: ZodType;
  innerType?: ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
};
export const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
export const metaOf = (schema: ZodType): Meta & { graphql?: string } =>
  (z.globalRegistry.get(schema) ?? {}) as Meta;

/**
 * An entry of a list kept one file per entry (a dish of a week), stored by its slug and
 * chosen from a list by its name.
 */
export function relationTo(
  file: string,
  only: Record<string, string> = {},
): Record<string, unknown> {
  const filters = Object.entries(only).map(([field, value]) => ({ field, values: [value] }));
  // How the entry is named where it is chosen (its declaration's chosenBy), else by its name.
  const chosenBy = dataFiles[file]?.perEntry?.chosenBy;
  return {
    widget: "relation",
    collection: file.replace(/\.json$/, ""),
    value_field: "slug",
    search_fields: chosenBy ? [...chosenBy] : ["name"],
    display_fields: [chosenBy?.map((f) => `{{${f}}}`).join(" · ") ?? "name"],
    ...(filters.length ? { filters } : {}),
  };
}

function checksOf(def: Def) {
  return (def.checks ?? []).map((c) => c._zod.def);
}

export function stringOptions(def: Def): Record<string, unknown> {
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

export function numberOptions(def: Def): Record<string, unknown> {
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

export function lengthOptions(def: Def): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of checksOf(def)) {
    if (c.check === "min_length") out.min = c.minimum;
    if (c.check === "max_length") out.max = c.maximum;
    if (c.check === "length_equals") out.min = out.max = c.length;
  }
  return out;
}

/**
 * A picture: uploaded into data/images/, and named in the data as the build reads it
 * ("./images/name.jpg", relative to data/, where gatsby-source-filesystem finds it). Its
 * file name is made lower-case ASCII with dashes, and only the formats the schema allows
 * are offered, so that an upload passes the schema's check.
 */
export const IMAGE = {
  media_folder: "/data/images",
  public_folder: "./images",
  accept: "image/jpeg,image/png,image/webp",
  choose_url: false,
  media_libraries: { default: { config: { slugify_filename: true } } },
};
