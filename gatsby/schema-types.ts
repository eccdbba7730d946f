import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { z } from "zod";
import { dataFiles, typeNameFor, type DataFile } from "../src/schema";
import { isLang, type Lang } from "../src/lib/languages";
import { derive, mergeContent, readFacts } from "./content";
import { DATA_DIR } from "./paths";
import { typesetCopy } from "./typography";

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  graphql?: string;
};

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Top-level fields a node of this file gets from the facts or the build, not from its copy. */
export function resolvedFields(spec: DataFile): string[] {
  const roots = (spec.facts ?? []).filter((f) => f !== "slug").map((f) => f.split(".")[0]);
  const shape = (s: z.ZodType) => {
    const def = s instanceof z.ZodArray ? s.element : s;
    return def instanceof z.ZodObject ? Object.keys(def.shape) : [];
  };
  const own = new Set(shape(spec.schema));
  const derived = spec.shown ? shape(spec.shown).filter((k) => !own.has(k)) : [];
  return [...new Set([...roots, ...derived])];
}

/**
 * Turns the zod schemas into GraphQL type definitions, so that the schema in
 * src/schema is the one place that says what each data file holds.
 * Required fields become non-null; strings marked `graphql: "File"` link to File nodes in
 * data/images. Every node has its `lang` (its folder in data/); fields kept in the facts
 * file or written by the build are resolved by `@fromData`.
 */
export function toTypeDefs(files: Record<string, DataFile> = dataFiles): string {
  const defs: string[] = [];

  function fieldType(schema: JsonSchema, name: string): string {
    if (schema.graphql === "File") return "File @dataFile";
    if (schema.type === "array") return `[${fieldType(schema.items ?? {}, name)}!]`;
    if (schema.type === "object") return objectType(schema, name);
    if (schema.type === "integer") return "Int";
    if (schema.type === "number") return "Float";
    if (schema.type === "boolean") return "Boolean";
    if (schema.type === "string" || schema.enum || typeof schema.const === "string")
      return "String";
    throw new Error(`${name}: no GraphQL type for JSON schema ${JSON.stringify(schema)}`);
  }

  function objectType(schema: JsonSchema, name: string, node?: { resolved: string[] }): string {
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties ?? {}).map(([key, value]) => {
      const t = fieldType(value, name + pascal(key));
      // A directive must follow the "!", not stand before it.
      const nonNull = required.has(key) ? t.replace(/^(\S+)/, "$1!") : t;
      // Copy is resolved too: pages read it typeset for their language (gatsby/typography.ts).
      const resolved = node && key !== "slug" && !nonNull.includes("@") ? " @fromData" : "";
      return `  ${key}: ${nonNull}${resolved}`;
    });
    if (node) fields.push("  lang: String! @lang");
    const head = node ? `type ${name} implements Node @dontInfer` : `type ${name} @dontInfer`;
    defs.push(`${head} {\n${fields.join("\n")}\n}`);
    return name;
  }

  for (const [file, spec] of Object.entries(files)) {
    const schema = spec.shown ?? spec.schema;
    const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
    const root = json.type === "array" ? (json.items ?? {}) : json;
    objectType(root, typeNameFor(file), { resolved: resolvedFields(spec) });
  }
  return defs.join("\n\n");
}

type Source = { parent?: string | null; slug?: string; internal: { type: string } } & Record<
  string,
  unknown
>;
type Context = {
  nodeModel: {
    getNodeById(args: { id: string }): Record<string, unknown> | null;
    findOne(args: { type: string; query: unknown }): Promise<unknown>;
  };
};

const fileOfType = new Map(Object.keys(dataFiles).map((f) => [typeNameFor(f), f]));

/** The language of a node: the folder of data/ its file is in. */
function langOf(source: Source, context: Context): Lang {
  const file = source.parent ? context.nodeModel.getNodeById({ id: source.parent }) : null;
  const lang = file?.relativeDirectory;
  if (!isLang(lang))
    throw new Error(`${String(file?.relativePath)}: not in a language folder of data/`);
  return lang;
}

/** A node as pages read it: its copy with the file's facts and the texts written for its language. */
function shownNode(source: Source, context: Context): Record<string, unknown> {
  const file = fileOfType.get(source.internal.type);
  if (!file) throw new Error(`no data file for type ${source.internal.type}`);
  const lang = langOf(source, context);
  const facts = readFacts(file);
  const copy = typesetCopy(source, lang);
  const merged = Array.isArray(facts)
    ? (mergeContent([copy], facts) as unknown[])[0]
    : mergeContent(copy, facts);
  const shown = derive(file, Array.isArray(facts) ? [merged] : merged, lang);
  return (Array.isArray(shown) ? shown[0] : shown) as Record<string, unknown>;
}

/** The directives used by the type definitions above. */
export const fieldExtensions = [
  {
    name: "lang",
    extend: () => ({
      resolve: (source: Source, _args: unknown, context: Context) => langOf(source, context),
    }),
  },
  {
    name: "fromData",
    extend: () => ({
      resolve: (source: Source, _args: unknown, context: Context, info: { fieldName: string }) =>
        shownNode(source, context)[info.fieldName],
    }),
  },
  {
    // Image paths are written relative to data/, wherever the field is read from.
    name: "dataFile",
    extend: () => ({
      resolve: (
        source: Record<string, unknown>,
        _a: unknown,
        context: Context,
        info: { fieldName: string },
      ) => {
        const value =
          source[info.fieldName] ??
          (source.internal ? shownNode(source as Source, context)[info.fieldName] : undefined);
        if (typeof value !== "string") return null;
        return context.nodeModel.findOne({
          type: "File",
          query: { filter: { absolutePath: { eq: path.join(DATA_DIR, value) } } },
        });
      },
    }),
  },
];

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  for (const extension of fieldExtensions) actions.createFieldExtension(extension);
  actions.createTypes(toTypeDefs());
};
