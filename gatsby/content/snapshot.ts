import { dataFiles, factFolders, folderValue, type DataFile } from "./data-files";
import { DEFAULT_LANG, LANGUAGE_CODES, type Lang } from "../../src/lib/languages";
import { DATA_DIR } from "../paths";
import { keepData } from "./disk";
import { copyOf, factsOf, factsPart, frozen, mergeContent } from "./parts";
import { validateDataDir } from "./check";
import { typesetCopy } from "../typography";

/*
 * The one way the build, the editor and the tests read data/: every file is read once and
 * checked, against its schema, its facts and every language's copy, and then handed out as
 * one snapshot that nobody can change, with each file's facts and copy already joined and the
 * texts the build writes (prices, days) in it. Only ./disk.ts opens data/ (a test says so);
 * ./parts.ts cuts each kept file into its facts and a language's copy, and joins them here.
 */

/** Broken content: each problem names the file and the field. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Broken content in data/ (${problems.length}):\n  ${problems.join("\n  ")}`);
    this.name = "ContentError";
  }
}

export type Content = {
  /** The files of content and their schemas. */
  files: Record<string, DataFile>;
  /** One file in one language as pages read it: facts and copy joined, texts written out. */
  read<T = unknown>(file: string, lang: Lang): T;
  /** The facts of a file, kept once whatever the language (undefined for copy-only files). */
  facts<T = unknown>(file: string): T;
  /** A file's copy in one language, as kept in its part for that language. */
  copy<T = unknown>(file: string, lang: Lang): T;
  /** The files of a folder of facts (data/weeks/), in the order of their names. */
  folder<T = unknown>(name: string): readonly T[];
  /** Where a file kept beside the content (a picture: "images/logo.svg") is, to read its bytes. */
  path(rel: string): string;
};

let current: Content | undefined;

/**
 * Checks data/ and returns its content; throws ContentError when anything is wrong. The site's
 * own data/ is read and checked once per build, whichever hook asks first; `develop` reads it
 * again after a change (`reloadContent`).
 */
export function loadContent(
  dir: string = DATA_DIR,
  files: Record<string, DataFile> = dataFiles,
  langs: readonly string[] = LANGUAGE_CODES,
): Content {
  const site = dir === DATA_DIR && files === dataFiles && langs === LANGUAGE_CODES;
  if (site && current) return current;
  const content = readContent(dir, files, langs);
  if (site) current = content;
  return content;
}

/** Reads the site's data/ again (after an edit, in `develop`). */
export function reloadContent(): Content {
  current = undefined;
  return loadContent();
}

function readContent(dir: string, files: Record<string, DataFile>, langs: readonly string[]) {
  const kept = keepData(dir, files);
  const problems = validateDataDir(kept, files, "data", langs);
  if (problems.length > 0) throw new ContentError(problems);
  const made = new Map<string, unknown>();
  const once = <T>(key: string, make: () => unknown) => {
    if (!made.has(key)) made.set(key, frozen(make()));
    return made.get(key) as T;
  };
  const known = (file: string) => {
    if (!files[file]) throw new Error(`data/${file}: no schema knows this file`);
    return files[file];
  };
  // The facts as the schema reads them: a list the editor left out read as the schema's
  // default (a dish with no allergens has none).
  const facts = (spec: DataFile, file: string) => {
    if (!spec?.facts) return undefined;
    const stored = kept.stored(file);
    const written = factsOf(stored, spec);
    const read = spec.schema.safeParse(mergeContent(copyOf(stored, spec, DEFAULT_LANG), written));
    return read.success ? factsPart(read.data, spec.facts) : written;
  };
  // Copy and facts joined as the schema reads them (its defaults in), and the texts the
  // build writes out for the language, as the file's declaration says.
  const joined = (spec: DataFile, file: string, lang: Lang) => {
    const copy = typesetCopy(content.copy(file, lang), lang);
    const merged = mergeContent(copy, content.facts(file));
    const read = spec.schema.safeParse(merged);
    const value = read.success ? read.data : merged;
    return spec.derive
      ? spec.derive(value, {
          lang,
          read: (other) => content.read(other, lang),
          facts: (other) => content.facts(other),
          copy: (other) => typesetCopy(content.copy(other, lang), lang),
        })
      : value;
  };
  const content: Content = {
    files,
    read<T>(file: string, lang: Lang) {
      const spec = known(file);
      return once<T>(`${lang}/${file}`, () => joined(spec, file, lang));
    },
    copy<T>(file: string, lang: Lang) {
      const spec = known(file);
      return once<T>(`copy:${lang}/${file}`, () => copyOf(kept.stored(file), spec, lang));
    },
    facts<T>(file: string) {
      return once<T>(`facts:${file}`, () => facts(files[file], file));
    },
    folder<T>(name: string) {
      if (!factFolders[name]) throw new Error(`data/${name}/: not a folder of facts`);
      return once<T[]>(`folder:${name}`, () =>
        kept
          .folder(name)
          .filter((file) => file.name.endsWith(".json"))
          .map((file) => folderValue(name, file.value)),
      );
    },
    path: (rel) => kept.path(rel),
  };
  return Object.freeze(content);
}
