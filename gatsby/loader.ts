import fs from "node:fs";
import path from "node:path";
import { dataFiles, factFolders, type DataFile } from "../src/content";
import { LANGUAGE_CODES, type Lang } from "../src/lib/languages";
import { loadFile, readFacts, readJson } from "./content";
import { DATA_DIR } from "./paths";
import { validateDataDir } from "./validate-data";

/*
 * The one way the build (and the tests) read data/: every file is checked first, against its
 * schema, its facts and every language's copy, and then handed out with its facts and copy
 * already joined and the texts the build writes (prices, days) in it. Nothing else opens data/.
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
  /** The files of a folder of facts (data/weeks/), in the order of their names. */
  folder<T = unknown>(name: string): T[];
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
  const problems = validateDataDir(dir, files, "data", langs);
  if (problems.length > 0) throw new ContentError(problems);
  const joined = new Map<string, unknown>();
  return {
    files,
    read<T>(file: string, lang: Lang) {
      if (!files[file]) throw new Error(`data/${file}: no schema knows this file`);
      const key = `${lang}/${file}`;
      if (!joined.has(key)) joined.set(key, loadFile(file, lang, dir));
      return joined.get(key) as T;
    },
    facts<T>(file: string) {
      return readFacts(file, files[file], dir) as T;
    },
    folder<T>(name: string) {
      if (!factFolders[name]) throw new Error(`data/${name}/: not a folder of facts`);
      const folder = path.join(dir, name);
      if (!fs.existsSync(folder)) return [];
      return fs
        .readdirSync(folder)
        .filter((file) => file.endsWith(".json"))
        .sort()
        .map((file) => readJson(path.join(folder, file)) as T);
    },
  };
}
