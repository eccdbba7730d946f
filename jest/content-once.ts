import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { Content } from "../gatsby/content/snapshot";
import { dataFiles, factFolders } from "../gatsby/content/data-files";
import { frozen } from "../gatsby/content/parts";
import { DATA_DIR } from "../gatsby/paths";
import { LANGUAGE_CODES } from "../src/lib/languages";

/*
 * data/ read and checked once per test run, not once per Jest test file or browser-test worker
 * process. Each test file has a module registry of its own (and each worker a process), so the
 * snapshot's own memo (gatsby/content/snapshot.ts) lasts one file, and reading and checking
 * data/ took about two thirds of a second of each of the 68 files that read it (its code runs
 * cold in every file): the suite's largest shared cost. The run's global setup (`writeContent`:
 * Jest's, and the browser tests' e2e/support/content-setup.ts) reads the site's data/ once,
 * through the snapshot, and writes everything it hands out as JSON; `savedContent` gives each
 * test file or worker that reading. Only the site's data/ is answered so (`loadContent()`
 * without arguments, ./fixtures.ts's siteContent): a test that reads a copy of data/, or data/
 * by its path, reads it for real.
 */

const VARIABLE = "HAMOV_TEST_CONTENT";

type Saved = {
  read: Record<string, Record<string, unknown>>;
  copy: Record<string, Record<string, unknown>>;
  facts: Record<string, unknown>;
  /** The files without facts (copy only): their facts are undefined. */
  noFacts: string[];
  folder: Record<string, unknown>;
};

/** Jest's globalSetup: reads the site's data/ and writes what the snapshot hands out. */
export async function writeContent(): Promise<void> {
  const { loadContent } = await import("../gatsby/content/snapshot");
  saveContent(loadContent());
}

/** Writes what `content` (the site's data/, as read) hands out, for the run's test processes. */
export function saveContent(content: Content): void {
  const saved: Saved = { read: {}, copy: {}, facts: {}, noFacts: [], folder: {} };
  // A value JSON cannot carry (none today) is left out, and read for real when asked for.
  const keep = (into: Record<string, unknown>, key: string, value: unknown) => {
    if (value !== undefined && isDeepStrictEqual(JSON.parse(JSON.stringify(value)), value))
      into[key] = value;
  };
  for (const file of Object.keys(dataFiles)) {
    const facts = content.facts(file);
    if (facts === undefined) saved.noFacts.push(file);
    else keep(saved.facts, file, facts);
    for (const lang of LANGUAGE_CODES) {
      keep((saved.read[lang] ??= {}), file, content.read(file, lang));
      keep((saved.copy[lang] ??= {}), file, content.copy(file, lang));
    }
  }
  for (const name of Object.keys(factFolders)) keep(saved.folder, name, content.folder(name));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hamov-jest-"));
  const file = path.join(dir, "content.json");
  fs.writeFileSync(file, JSON.stringify(saved));
  process.env[VARIABLE] = file;
}

/** The run's global teardown. */
export async function removeContent(): Promise<void> {
  const file = process.env[VARIABLE];
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

/**
 * The site's content as the global setup read it, each value parsed once per test file and
 * read-only, as the snapshot's; undefined when Jest ran without that setup (one file run by an
 * editor's plugin, say). `real` reads data/ when a value was left out.
 */
export function savedContent(real: () => Content): Content | undefined {
  const file = process.env[VARIABLE];
  if (!file || !fs.existsSync(file)) return undefined;
  const saved = JSON.parse(fs.readFileSync(file, "utf8")) as Saved;
  const known = (name: string) => {
    if (!dataFiles[name]) throw new Error(`data/${name}: no schema knows this file`);
  };
  const from = <T>(table: Record<string, unknown> | undefined, key: string, read: () => T): T =>
    table && key in table ? frozen(table[key] as T) : read();
  return Object.freeze({
    files: dataFiles,
    read<T>(name: string, lang: string) {
      known(name);
      return from(saved.read[lang], name, () => real().read<T>(name, lang as never));
    },
    copy<T>(name: string, lang: string) {
      known(name);
      return from(saved.copy[lang], name, () => real().copy<T>(name, lang as never));
    },
    facts<T>(name: string) {
      if (saved.noFacts.includes(name)) return undefined as T;
      return from(saved.facts, name, () => real().facts<T>(name));
    },
    folder<T>(name: string) {
      return from(saved.folder, name, () => real().folder<T>(name));
    },
    path: (rel: string) => path.join(DATA_DIR, rel),
  } as Content);
}
