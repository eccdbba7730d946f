import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { z } from "zod";
import { dataFiles, typeNameFor, type DataFile } from "./content/data-files";
import { DATA_DIR } from "./paths";

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

/**
 * Turns the zod schemas into GraphQL type definitions, so that the schema in src/schema is
 * the one place that says what each data file holds. A node holds what pages read (`shown`:
 * facts and copy joined, texts the build writes), already in it when sourced
 * (gatsby/source-nodes.ts). Required fields become non-null; strings marked
 * `graphql: "File"` link to File nodes in data/images; every node has its `lang`.
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

  function objectType(schema: JsonSchema, name: string, node = false, lang = node): string {
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties ?? {}).map(([key, value]) => {
      const t = fieldType(value, name + pascal(key));
      // A directive must follow the "!", not stand before it.
      return `  ${key}: ${required.has(key) ? t.replace(/^(\S+)/, "$1!") : t}`;
    });
    if (lang) fields.push("  lang: String!");
    const head = node ? `type ${name} implements Node @dontInfer` : `type ${name} @dontInfer`;
    defs.push(`${head} {\n${fields.join("\n")}\n}`);
    return name;
  }

  for (const [file, spec] of Object.entries(files)) {
    const schema = spec.shown ?? spec.schema;
    const json = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as JsonSchema;
    const root = json.type === "array" ? (json.items ?? {}) : json;
    objectType(root, typeNameFor(file), true);
  }
  return defs.join("\n\n");
}

type Context = {
  nodeModel: { findOne(args: { type: string; query: unknown }): Promise<unknown> };
};

/** Image paths are written relative to data/ ("./images/hero.jpg"): the File node there. */
export const dataFileExtension = {
  name: "dataFile",
  extend: () => ({
    resolve: (
      source: Record<string, unknown>,
      _args: unknown,
      context: Context,
      info: { fieldName: string },
    ) => {
      const value = source[info.fieldName];
      if (typeof value !== "string") return null;
      return context.nodeModel.findOne({
        type: "File",
        query: { filter: { absolutePath: { eq: path.join(DATA_DIR, value) } } },
      });
    },
  }),
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension(dataFileExtension);
  actions.createTypes(toTypeDefs());
};
