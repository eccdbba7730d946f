import { dataFiles, factFolders, type DataFile } from "./data-files";
import { DEFAULT_LANG, LANGUAGE_CODES } from "../../src/lib/languages";
import { isObject, strayFacts, type Stored } from "./parts";
import { storedName, type Kept } from "./disk";
import { escapeRegExp } from "../../src/lib/pattern";

/*
 * Where content belongs: each thing in one file with a part per language, its facts once in
 * the first language's part (./disk.ts). These checks find a file that no schema knows, a
 * part that is not a language, a fact written into another language, and an entry's file not
 * named after it; the schemas and the translation check do the rest (./check.ts),
 * whose findings `relocate` tells in the file and field where the owner finds them.
 */

type Json = unknown;

const AS_KEPT = 'the same in every language, it is written once, under "en"';
/** The end of a finding that a file lacks a language's part (findings inside it are left out). */
export const MISSING_PART = "missing: the file holds a part for every language of the site";

/** Files and folders of data/ that the site does not know. */
export function folderProblems(
  kept: Kept,
  files: Record<string, DataFile>,
  label: string,
): string[] {
  const folders = new Set(["images", ...Object.keys(factFolders)]);
  for (const [file, spec] of Object.entries(files))
    if (spec.perEntry) folders.add(file.replace(/\.json$/, ""));
  return kept.entries().flatMap((entry) => {
    const name = entry.name;
    if (entry.isFolder)
      return folders.has(name) ? [] : [`${label}/${name}/: no schema knows this folder`];
    if (!name.endsWith(".json") || (files[name] && !files[name].perEntry)) return [];
    return [`${label}/${name}: no schema knows this file (add it to gatsby/content/data-files.ts)`];
  });
}

/** How one file's parts are kept: languages only, facts in "en" only, entries named by slug. */
export function partProblems(
  kept: Stored,
  spec: DataFile,
  file: string,
  label: string,
  langs: readonly string[],
): string[] {
  const problems: string[] = [];
  const at = (lang: string, p: string) => (p.startsWith("[") ? `${lang}${p}` : `${lang}.${p}`);
  const folder = `${label}/${storedName(file, spec)}`;
  const where = (i: number) => (kept.names ? `${folder}${kept.names[i]}` : folder);
  const entries = (v: Json): Json[] => (kept.names ? (Array.isArray(v) ? v : []) : [v]);
  for (const [lang, part] of Object.entries(kept.parts)) {
    if (!langs.includes(lang)) {
      entries(part).forEach((_, i) => {
        if (kept.written && !kept.written[lang]?.[i]) return;
        problems.push(
          `${where(i)}: ${lang}: not a language of the site (src/lib/languages.ts lists ${langs.join(", ")})`,
        );
      });
      continue;
    }
    if (lang === DEFAULT_LANG || !spec.facts) continue;
    entries(part).forEach((entry, i) => {
      for (const p of strayFacts(entry, spec.facts!))
        problems.push(`${where(i)}: ${at(lang, p)}: ${AS_KEPT}`);
    });
  }
  for (const lang of langs) {
    const lacking = kept.names
      ? kept.names.filter((_, i) => kept.written && !kept.written[lang]?.[i])
      : kept.problems.length || lang in kept.parts
        ? []
        : [""];
    for (const name of lacking) problems.push(`${folder}${name}: ${lang}: ${MISSING_PART}`);
  }
  const first = kept.parts[DEFAULT_LANG];
  if (kept.names && Array.isArray(first))
    first.forEach((entry, i) => {
      const slug = isObject(entry) ? entry.slug : undefined;
      if (typeof slug === "string" && `${slug}.json` !== kept.names![i])
        problems.push(
          `${where(i)}: ${DEFAULT_LANG}.slug: "${slug}" is not the file's name: the file of an entry is named after its slug (${slug}.json)`,
        );
    });
  else if (Array.isArray(first)) {
    const seen = new Set<Json>();
    first.forEach((entry, i) => {
      const slug = isObject(entry) ? entry.slug : undefined;
      if (slug !== undefined && seen.has(slug))
        problems.push(`${folder}: ${DEFAULT_LANG}[${i}].slug: duplicate slug "${String(slug)}"`);
      seen.add(slug);
    });
  }
  return problems;
}

/**
 * A finding about a file as the build reads it (its facts "data/plans.json", a language's copy
 * "data/hy/plans.json") told where it is kept: "data/plans/ready-5.json: hy.name: ...".
 */
export function relocate(
  problem: string,
  label: string,
  files: Record<string, DataFile> = dataFiles,
  stored: Map<string, Stored> = new Map(),
  langs: readonly string[] = LANGUAGE_CODES,
): string {
  const names = Object.keys(files).map(escapeRegExp).join("|");
  const read = new RegExp(
    `^${escapeRegExp(label)}/(?:(${langs.join("|")})/)?(${names}): ([^:]*)(: .*)?$`,
  );
  const m = read.exec(problem);
  let out = problem;
  if (m) {
    const [, lang = DEFAULT_LANG, file, field, rest = ""] = m;
    const spec = files[file];
    const folder = `${label}/${storedName(file, spec)}`;
    const entry = /^\[(\d+)\](.*)$/.exec(field);
    const entryNames = stored.get(file)?.names;
    if (spec.perEntry && entry && entryNames?.[Number(entry[1])])
      out = `${folder}${entryNames[Number(entry[1])]}: ${lang}${entry[2]}${rest}`;
    else if (field === "(whole file)") out = `${folder}: ${lang}${rest}`;
    else out = `${folder}: ${field.startsWith("[") ? lang : `${lang}.`}${field}${rest}`;
  }
  // Files named in the words of a finding: "exists in data/dishes.json" -> "in data/dishes/".
  const named = new RegExp(`${escapeRegExp(label)}/(?:(?:${langs.join("|")})/)?(${names})`, "g");
  const [head, ...tail] = out.split(": ");
  const told = tail
    .join(": ")
    .replace(named, (_all, file: string) => `${label}/${storedName(file, files[file])}`);
  return tail.length ? `${head}: ${told}` : out;
}
