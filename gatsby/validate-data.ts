import fs from "node:fs";
import path from "node:path";
import type { ZodType } from "zod";
import { dataFiles } from "../src/schema";

function fieldPath(parts: PropertyKey[]): string {
  return parts
    .map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`))
    .join("")
    .replace(/^\./, "");
}

/**
 * Checks every JSON file in `dir` against its schema and returns readable problems,
 * each naming the file and the field, e.g. `data/plans.json: [2].price: expected number`.
 */
export function validateDataDir(
  dir: string,
  files: Record<string, ZodType> = dataFiles,
  label = "data",
): string[] {
  const problems: string[] = [];
  const present = fs.readdirSync(dir).filter((f) => f.endsWith(".json"));
  for (const file of present) {
    if (!files[file])
      problems.push(`${label}/${file}: no schema knows this file (add it to src/schema/index.ts)`);
  }
  for (const [file, schema] of Object.entries(files)) {
    const where = `${label}/${file}`;
    const full = path.join(dir, file);
    if (!fs.existsSync(full)) {
      problems.push(`${where}: file is missing`);
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(fs.readFileSync(full, "utf8"));
    } catch (err) {
      problems.push(`${where}: invalid JSON: ${(err as Error).message}`);
      continue;
    }
    const result = schema.safeParse(value);
    for (const issue of result.error?.issues ?? []) {
      const field = fieldPath(issue.path) || "(whole file)";
      problems.push(`${where}: ${field}: ${issue.message}`);
    }
    problems.push(...missingImages(value, dir, where));
  }
  return problems;
}

/** Image fields point at files that must exist next to the data. */
function missingImages(
  value: unknown,
  dir: string,
  where: string,
  at: PropertyKey[] = [],
): string[] {
  if (typeof value === "string" && /^\.\/images\//.test(value)) {
    return fs.existsSync(path.join(dir, value))
      ? []
      : [`${where}: ${fieldPath(at)}: image ${value} not found`];
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) =>
      missingImages(v, dir, where, [...at, Array.isArray(value) ? Number(k) : k]),
    );
  }
  return [];
}
