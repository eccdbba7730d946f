import fs from "node:fs";
import path from "node:path";
import { dataFiles, type DataFile } from "./data-files";
import { DEFAULT_LANG } from "../../src/lib/languages";
import { isObject, type Stored } from "./parts";
import { DATA_DIR } from "../paths";

/*
 * The only code that opens data/ (the snapshot, ./snapshot.ts, reads through it). How data/
 * keeps each declared file, as the editor writes it: data/site.json holds
 * {"en": {...}, "hy": {...}, "ru": {...}}, the facts written once in "en"; a list kept one file
 * per entry has a folder (data/dishes/tolma.json), each entry's file shaped the same way. It
 * hands each file's parts as kept; ./parts.ts cuts them into facts and copy.
 */

type Json = unknown;
type Obj = Record<string, Json>;

const parsed = new Map<string, { mtimeMs: number; size: number; value: Json }>();

/** A JSON file's content, parsed again only when the file has changed (`develop` reloads). */
export function readRaw(file: string): Json {
  const { mtimeMs, size } = fs.statSync(file);
  const known = parsed.get(file);
  if (known?.mtimeMs === mtimeMs && known.size === size) return known.value;
  const value: Json = JSON.parse(fs.readFileSync(file, "utf8"));
  parsed.set(file, { mtimeMs, size, value });
  return value;
}

const base = (file: string) => file.replace(/\.json$/, "");

/** Where a file of src/schema is kept, relative to data/: "site.json", or "dishes/" for a folder. */
export const storedName = (file: string, spec: DataFile = dataFiles[file]) =>
  spec?.perEntry ? `${base(file)}/` : file;

/** One file (or folder) of data/ as kept, in its parts per language. */
export function readStored(
  dir: string,
  file: string,
  spec: DataFile = dataFiles[file],
  label = "data",
  read: (full: string) => Json = readRaw,
): Stored {
  const problems: string[] = [];
  const parse = (rel: string): Json => {
    try {
      return read(path.join(dir, rel));
    } catch (err) {
      problems.push(`${label}/${rel}: invalid JSON: ${(err as Error).message}`);
      return undefined;
    }
  };
  const parts: Record<string, Json> = {};
  if (spec.perEntry) {
    const folder = path.join(dir, base(file));
    if (!fs.existsSync(folder))
      return { parts, names: [], problems: [`${label}/${base(file)}/: missing`] };
    const entries = fs
      .readdirSync(folder)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .flatMap((name) => {
        const value = parse(`${base(file)}/${name}`);
        return value === undefined ? [] : [{ name, value: isObject(value) ? value : {} }];
      });
    const order = spec.perEntry.order;
    const first = (e: { value: Obj }) =>
      isObject(e.value[DEFAULT_LANG]) ? e.value[DEFAULT_LANG] : {};
    if (order) entries.sort((a, b) => order(first(a) as Obj, first(b) as Obj));
    const written: Record<string, boolean[]> = {};
    for (const lang of langsOf(entries.map((e) => e.value))) {
      parts[lang] = entries.map((e) => e.value[lang] ?? {});
      written[lang] = entries.map((e) => lang in e.value);
    }
    return { parts, names: entries.map((e) => e.name), written, problems };
  }
  if (!fs.existsSync(path.join(dir, file)))
    return { parts, problems: [`${label}/${file}: file is missing`] };
  const value = parse(file);
  if (isObject(value)) Object.assign(parts, value);
  else if (value !== undefined)
    problems.push(`${label}/${file}: (whole file): expected a part per language ({"en": ...})`);
  return { parts, problems };
}

const langsOf = (values: Obj[]) => [...new Set([DEFAULT_LANG, ...values.flatMap(Object.keys)])];

/** A JSON file of a folder of facts (data/weeks/2026-11-23.json): its value, or why it cannot be read. */
export type FolderFile = { name: string; value?: Json; problem?: string };

/**
 * data/ as one load reads it: each file and folder is listed and parsed once, when first
 * asked for, and kept for every later reader (the checks, then the snapshot).
 */
export type Kept = {
  /** How findings name data/ ("data"). */
  label: string;
  /** One file (or folder of entries) of data/ as kept, in its parts per language. */
  stored(file: string): Stored;
  /** Every file of a folder of facts (data/weeks/), in the order of their names. */
  folder(name: string): FolderFile[];
  /** What data/ holds at its top: files, and folders. */
  entries(): { name: string; isFolder: boolean }[];
  /** Whether a file (a picture: "./images/logo.svg") is kept at this path under data/. */
  has(rel: string): boolean;
  /** Where a file kept under data/ (a picture) is, for a reader of its bytes. */
  path(rel: string): string;
};

/** Reads data/ at `dir`, each part once (see Kept). */
export function keepData(
  dir: string,
  files: Record<string, DataFile> = dataFiles,
  label = "data",
  read: (full: string) => Json = readRaw,
): Kept {
  const stored = new Map<string, Stored>();
  const folders = new Map<string, FolderFile[]>();
  let top: { name: string; isFolder: boolean }[] | undefined;
  const listFolder = (name: string): FolderFile[] => {
    const folder = path.join(dir, name);
    const names = fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
    return names.map((file) => {
      try {
        return { name: file, value: read(path.join(folder, file)) };
      } catch (err) {
        return { name: file, problem: `invalid JSON: ${(err as Error).message}` };
      }
    });
  };
  return {
    label,
    stored(file) {
      if (!stored.has(file)) stored.set(file, readStored(dir, file, files[file], label, read));
      return stored.get(file)!;
    },
    folder(name) {
      if (!folders.has(name)) folders.set(name, listFolder(name));
      return folders.get(name)!;
    },
    entries() {
      top ??= fs
        .readdirSync(dir, { withFileTypes: true })
        .map((entry) => ({ name: entry.name, isFolder: entry.isDirectory() }));
      return top;
    },
    has: (rel) => fs.existsSync(path.join(dir, rel)),
    path: (rel) => path.join(dir, rel),
  };
}

/**
 * Calls `changed` after a file of the site's data/ changes (in `develop`). One watch per
 * folder: a recursive watch on Linux loses a file that an editor replaces.
 */
export function watchContent(changed: () => void): () => void {
  const folders = [
    DATA_DIR,
    ...fs
      .readdirSync(DATA_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== "images")
      .map((entry) => path.join(DATA_DIR, entry.name)),
  ];
  const watchers = folders.map((folder) =>
    fs.watch(folder, (_event, name) => {
      if (name?.endsWith(".json")) changed();
    }),
  );
  return () => watchers.forEach((watcher) => watcher.close());
}

function walk(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full, base) : [path.relative(base, full)];
  });
}

/**
 * data/ as the editor's checks before saving read it (admin/content.json), read afresh at each
 * call, since the editor writes there between two saves: each JSON file's text, and each
 * picture by name with no content (the checks only ask whether it exists). Not the snapshot:
 * the checks must also see a file the build would refuse.
 */
export function contentTexts(dir: string = DATA_DIR): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  return Object.fromEntries(
    walk(dir).map((rel) => [
      `data/${rel.split(path.sep).join("/")}`,
      rel.endsWith(".json") ? fs.readFileSync(path.join(dir, rel), "utf8") : "",
    ]),
  );
}
