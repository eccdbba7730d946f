import fs from "node:fs";
import path from "node:path";
import { factFolders, type DataFile } from "../src/schema";
import { fieldPath } from "./translations";

/*
 * Where content belongs: each language's copy in data/<lang>/, the facts once in data/*.json.
 * These checks find a file or a key in the wrong place and entries whose facts and copy do
 * not meet (by slug); the schemas and the translation check do the rest (validate-data.ts).
 */

type Json = unknown;
type Obj = Record<string, Json>;
export const isObject = (v: Json): v is Obj =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Each entry of a list file (with its index), or the one object of an object file. */
const entriesOf = (value: Json): [PropertyKey[], Json][] =>
  Array.isArray(value) ? value.map((entry, i) => [[i], entry]) : [[[], value]];

/** Keys of a facts file that are not facts (they belong to each language's copy). */
function notFacts(value: Json, facts: readonly string[], at: PropertyKey[], dotted = ""): string[] {
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, v]) => {
    const p = dotted ? `${dotted}.${key}` : key;
    if (facts.includes(p)) return [];
    if (isObject(v) && facts.some((f) => f.startsWith(`${p}.`)))
      return notFacts(v, facts, [...at, key], p);
    return [fieldPath([...at, key])];
  });
}

const get = (value: Json, dotted: string): Json =>
  dotted.split(".").reduce<Json>((v, key) => (isObject(v) ? v[key] : undefined), value);

/** Folders and files of data/ that the site does not know, and missing language folders. */
export function folderProblems(
  dir: string,
  files: Record<string, DataFile>,
  label: string,
  langs: readonly string[],
  factDirs: readonly string[] = Object.keys(factFolders),
): string[] {
  const problems: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const name = entry.name;
    if (entry.isDirectory()) {
      // images/ holds the pictures; a folder of facts (weeks/) is checked file by file.
      if (name !== "images" && !factDirs.includes(name) && !langs.includes(name))
        problems.push(
          `${label}/${name}/: not a language of the site (src/lib/languages.ts lists ${langs.join(", ")})`,
        );
    } else if (name.endsWith(".json") && !files[name]?.facts) {
      problems.push(
        files[name]
          ? `${label}/${name}: this file is copy only: it belongs in ${label}/<language>/${name}`
          : `${label}/${name}: no schema knows this file (add it to src/schema/index.ts)`,
      );
    }
  }
  for (const lang of langs) {
    if (!fs.existsSync(path.join(dir, lang))) {
      problems.push(`${label}/${lang}/: missing (the copy in this language)`);
      continue;
    }
    for (const name of fs.readdirSync(path.join(dir, lang)))
      if (name.endsWith(".json") && !files[name])
        problems.push(
          `${label}/${lang}/${name}: no schema knows this file (add it to src/schema/index.ts)`,
        );
  }

  return problems;
}

/** Keys of a facts file that are copy (they belong to each language's file). */
export function factsFileProblems(
  facts: Json,
  paths: readonly string[],
  where: string,
  label: string,
  file: string,
): string[] {
  return entriesOf(facts).flatMap(([at, entry]) =>
    notFacts(entry, paths, at).map(
      (key) => `${where}: ${key}: not a fact kept once; it belongs in ${label}/<language>/${file}`,
    ),
  );
}

/** A language's copy: no fact written into it, no slug twice, every entry meeting its facts. */
export function copyProblems(
  copy: Json,
  facts: Json,
  paths: readonly string[],
  where: string,
  factsWhere: string,
): string[] {
  const problems: string[] = [];
  for (const fact of paths) {
    if (fact === "slug") continue;
    for (const [at, entry] of entriesOf(copy))
      if (get(entry, fact) !== undefined)
        problems.push(
          `${where}: ${fieldPath([...at, ...fact.split(".")])}: a fact, kept once in ${factsWhere}`,
        );
  }
  if (Array.isArray(facts) && Array.isArray(copy)) {
    const seen = new Set<Json>();
    copy.forEach((entry, i) => {
      const slug = isObject(entry) ? entry.slug : undefined;
      if (seen.has(slug)) problems.push(`${where}: [${i}].slug: duplicate slug "${String(slug)}"`);
      seen.add(slug);
    });
    const factSlugs = facts.map((f) => (isObject(f) ? f.slug : undefined));
    copy.forEach((entry, i) => {
      const slug = isObject(entry) ? entry.slug : undefined;
      if (!factSlugs.includes(slug))
        problems.push(`${where}: [${i}].slug: "${String(slug)}" has no entry in ${factsWhere}`);
    });
    const copySlugs = copy.map((c) => (isObject(c) ? c.slug : undefined));
    factSlugs.forEach((slug, i) => {
      if (!copySlugs.includes(slug))
        problems.push(`${factsWhere}: [${i}].slug: "${String(slug)}" has no entry in ${where}`);
    });
  }

  return problems;
}
