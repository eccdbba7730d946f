/*
 * A thing the owner edits is kept as one file with a part per language, as the editor writes
 * it: {"en": {...}, "hy": {...}, "ru": {...}}. Its facts (the fields that do not depend on
 * language: a price, a picture, the nutrition) are written once, in the first language's part.
 * These functions cut such a value into its facts and one language's copy, and put the two
 * together again (mergeContent); they touch no file: the build's reader (./disk.ts opens the
 * files, ./snapshot.ts joins them) and the editor's preview (in the browser) both use them.
 */

import type { DataFile } from "./data-file";
import { DEFAULT_LANG } from "../../src/lib/languages";

type Json = unknown;
type Obj = Record<string, Json>;
export const isObject = (v: Json): v is Obj =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** A value and all it holds made read-only: whoever is handed the snapshot cannot change it. */
export function frozen<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}

const isFact = (p: string, facts: readonly string[]) =>
  facts.some((f) => p === f || p.startsWith(`${f}.`));
const holdsFacts = (p: string, facts: readonly string[]) =>
  facts.some((f) => f.startsWith(`${p}.`));

function pick(value: Json, facts: readonly string[], want: boolean, at = ""): Json {
  if (!isObject(value)) return value;
  const out: Obj = {};
  for (const [key, v] of Object.entries(value)) {
    const p = at ? `${at}.${key}` : key;
    if (isFact(p, facts)) {
      if (want) out[key] = v;
    } else if (isObject(v) && holdsFacts(p, facts)) {
      const inner = pick(v, facts, want, p) as Obj;
      if (Object.keys(inner).length) out[key] = inner;
    } else if (!want) out[key] = v;
  }
  return out;
}

/** The facts of an object, or of each entry of a list (dotted paths, as src/schema declares). */
export function factsPart(value: Json, facts: readonly string[]): Json {
  return Array.isArray(value) ? value.map((e) => pick(e, facts, true)) : pick(value, facts, true);
}

/**
 * The copy of an object, or of each entry of a list: everything that is not a fact. A list's
 * entries keep their slug (taken from the first language's entry at the same place when the
 * part does not hold it), which joins an entry's copy to its facts.
 */
export function copyPart(value: Json, facts: readonly string[], first?: Json): Json {
  if (!Array.isArray(value)) return pick(value, facts, false);
  return value.map((entry, i) => {
    const copy = pick(entry, facts, false);
    if (!facts.includes("slug") || !isObject(copy)) return copy;
    const own = isObject(entry) ? entry.slug : undefined;
    const from = Array.isArray(first) && isObject(first[i]) ? first[i].slug : undefined;
    // The first language's slug wins: a slug written into another language is reported apart.
    const slug = from ?? own;
    return slug === undefined ? copy : { slug, ...copy };
  });
}

/** Dotted paths of the facts a language's part holds, which only the first language's may. */
export function strayFacts(value: Json, facts: readonly string[], at = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((e, i) => strayFacts(e, facts, `${at}[${i}]`));
  if (!isObject(value)) return [];
  const inner = (p: string) => p.replace(/\[\d+\]/g, "").replace(/^\./, "");
  return Object.entries(value).flatMap(([key, v]) => {
    const p = at ? `${at}.${key}` : key;
    if (isFact(inner(p), facts)) return [p];
    return isObject(v) && holdsFacts(inner(p), facts) ? strayFacts(v, facts, p) : [];
  });
}

/** Copy and facts of one object put together; a nested object is merged key by key. */
function mergeObject(copy: Obj, facts: Obj): Obj {
  const out: Obj = { ...copy };
  for (const [key, value] of Object.entries(facts)) {
    out[key] = isObject(value) && isObject(out[key]) ? mergeObject(out[key], value) : value;
  }
  return out;
}

/**
 * One file's content in one language. Lists are joined by slug, in the order of the facts
 * (entries without facts keep the copy's order); an entry missing on either side is left out
 * here and reported by the data check.
 */
export function mergeContent(copy: Json, facts: Json | undefined): Json {
  if (facts === undefined) return copy;
  if (Array.isArray(facts) && Array.isArray(copy)) {
    const bySlug = new Map(copy.filter(isObject).map((entry) => [entry.slug, entry]));
    return facts
      .filter((entry) => isObject(entry) && bySlug.has(entry.slug))
      .map((entry) => mergeObject(bySlug.get((entry as Obj).slug) as Obj, entry as Obj));
  }
  if (isObject(facts) && isObject(copy)) return mergeObject(copy, facts);
  return copy;
}

/** One file (or folder of entries) of data/ as kept, in its parts per language (./disk.ts). */
export type Stored = {
  /** Each language's part: for a folder, the list of its entries' parts. */
  parts: Record<string, Json>;
  /** For a folder, its entries' file names in the site's order. */
  names?: string[];
  /** For a folder, which of its entries' files write each part (a part left out reads as {}). */
  written?: Record<string, boolean[]>;
  /** What kept the file from being read whole, each naming the file (and the field). */
  problems: string[];
};

const isList = (spec: DataFile) =>
  Boolean(spec.perEntry) ||
  (spec.schema as unknown as { _zod: { def: { type: string } } })._zod.def.type === "array";

/** The facts of a kept file, written once in its first language's part (undefined when it has none). */
export function factsOf(stored: Stored, spec: DataFile): Json {
  if (!spec.facts) return undefined;
  const first = stored.parts[DEFAULT_LANG] ?? (isList(spec) ? [] : {});
  return factsPart(first, spec.facts);
}

/** A language's copy of a kept file: its part without the facts (a list's entries keep their slug). */
export function copyOf(stored: Stored, spec: DataFile, lang: string): Json {
  const part = stored.parts[lang] ?? (isList(spec) ? [] : {});
  if (!spec.facts) return part;
  return copyPart(part, spec.facts, stored.parts[DEFAULT_LANG]);
}
