import { z, type ZodType } from "zod";
import { dataFiles, typeNameFor } from "../src/schema";

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
 * Turns the zod schemas into GraphQL type definitions, so that the schema in
 * src/schema is the one place that says what each data file holds.
 * Required fields become non-null; strings marked `graphql: "File"` link to File nodes.
 */
export function toTypeDefs(files: Record<string, ZodType> = dataFiles): string {
  const defs: string[] = [];

  function fieldType(schema: JsonSchema, name: string): string {
    if (schema.graphql === "File") return "File @fileByRelativePath";
    if (schema.type === "array") return `[${fieldType(schema.items ?? {}, name)}!]`;
    if (schema.type === "object") return objectType(schema, name, false);
    if (schema.type === "integer") return "Int";
    if (schema.type === "number") return "Float";
    if (schema.type === "boolean") return "Boolean";
    if (schema.type === "string" || schema.enum || typeof schema.const === "string")
      return "String";
    throw new Error(`${name}: no GraphQL type for JSON schema ${JSON.stringify(schema)}`);
  }

  function objectType(schema: JsonSchema, name: string, isNode: boolean): string {
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties ?? {}).map(([key, value]) => {
      const t = fieldType(value, name + pascal(key));
      // A directive must follow the "!", not stand before it.
      const nonNull = required.has(key) ? t.replace(/^(\S+)/, "$1!") : t;
      return `  ${key}: ${nonNull}`;
    });
    const head = isNode ? `type ${name} implements Node @dontInfer` : `type ${name} @dontInfer`;
    defs.push(`${head} {\n${fields.join("\n")}\n}`);
    return name;
  }

  for (const [file, schema] of Object.entries(files)) {
    const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
    const root = json.type === "array" ? (json.items ?? {}) : json;
    objectType(root, typeNameFor(file), true);
  }
  return defs.join("\n\n");
}
