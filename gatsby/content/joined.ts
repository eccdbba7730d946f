import { dataFiles, factFolders, type DataFile } from "./data-files";
import { DEFAULT_LANG, type Lang } from "../../src/lib/languages";
import { copyOf, factsOf, type Kept } from "./disk";
import { factsPart, mergeContent } from "./parts";
import { typesetCopy } from "../typography";

/*
 * How content is read: each file's copy in one language and its facts that do not depend on
 * language (prices, contacts, hours, images), as kept in data/ (./disk.ts). A page reads
 * both put together, plus a few texts the build writes out for its language (prices...).
 * These are the snapshot's parts (./snapshot.ts), which the build and the tests read through.
 */

type Json = unknown;

/**
 * A file of a folder of facts (data/weeks/2026-11-23.json) as its schema reads it, a list the
 * editor left out read as the schema's default (an empty one); as written when it is broken
 * (the data check reports it).
 */
export function folderValue(folder: string, raw: Json): Json {
  const parsed = factFolders[folder]?.schema.safeParse(raw);
  return parsed?.success ? parsed.data : raw;
}

/** Texts the build writes out for the page's language, as the file's declaration says. */
export function derive(file: string, value: Json, lang: Lang, kept: Kept): Json {
  const spec = dataFiles[file];
  if (!spec?.derive) return value;
  return spec.derive(value, {
    lang,
    read: (other) => loadFile(other, lang, kept),
    facts: (other) => readFacts(other, dataFiles[other], kept),
    copy: (other) => typesetCopy(readCopy(other, lang, kept), lang),
  });
}

/** A file's copy in one language, as kept in its part for that language. */
export function readCopy(file: string, lang: string, kept: Kept): Json {
  return copyOf(kept.stored(file), dataFiles[file], lang);
}

/**
 * The facts of a file, or undefined for a file that is copy only: as its schema reads them, a
 * list the editor left out read as the schema's default (a dish with no allergens has none).
 */
export function readFacts(file: string, spec: DataFile, kept: Kept): Json {
  if (!spec?.facts) return undefined;
  const stored = kept.stored(file);
  const facts = factsOf(stored, spec);
  const read = spec.schema.safeParse(mergeContent(copyOf(stored, spec, DEFAULT_LANG), facts));
  return read.success ? factsPart(read.data, spec.facts) : facts;
}

/**
 * A whole file in one language as pages read it: copy and facts as the schema reads them
 * (its defaults in), and the texts the build writes out.
 */
export function loadFile(file: string, lang: Lang, kept: Kept): Json {
  const spec = dataFiles[file];
  const copy = typesetCopy(readCopy(file, lang, kept), lang);
  const merged = mergeContent(copy, readFacts(file, spec, kept));
  const read = spec.schema.safeParse(merged);
  return derive(file, read.success ? read.data : merged, lang, kept);
}
