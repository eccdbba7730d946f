import { dataFiles, factFolders } from "../../content/data-files";
import { DEFAULT_LANG, LANGUAGE_CODES } from "../../../src/lib/languages";
import { copyPart, isObject } from "../../content/parts";
import { inOwnerWords, type Names } from "../owner-words";
import type { Words } from "../options";

/*
 * The build's verdict on the entry being edited, before it is saved: the content as the
 * editor has it, with the entry as its form now reads, checked by the build's own checks
 * (handed in as `validate`), against the same content without the edit. What the edit would
 * break is refused; what was broken before is shown, and the save stays possible, so that the
 * owner can mend one thing at a time.
 */

type Json = unknown;
type Obj = Record<string, Json>;

/** The name of the editor's field that shows the verdict (never written to a file). */
export const CHECK_FIELD = "contentChecks";

/** The entry being edited, as the editor hands it to a field (its Immutable map, as plain data). */
export type Draft = {
  collection: string;
  /** Its file, "data/dishes/tolma.json"; empty for a new entry. */
  path: string;
  slug: string;
  newRecord: boolean;
  data: Obj;
  i18n?: Record<string, { data?: Obj }>;
};

/** Texts of data/ by path ("data/dishes/tolma.json"). */
export type Texts = Record<string, string>;

/** A value as the editor writes it: empty optional values and the verdict's field left out. */
export function asWritten(value: Json): Json {
  if (Array.isArray(value)) return value.map(asWritten);
  if (!isObject(value)) return value;
  const out: Obj = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === CHECK_FIELD || v === null || v === undefined || v === "") continue;
    if (Array.isArray(v) && v.length === 0) continue;
    out[key] = asWritten(v);
  }
  return out;
}

/** "Greek Salad" -> "greek-salad", as the editor makes a file name of a new entry. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A new entry's key: its English name's, made unique in its folder ("spas" -> "spas-1"). */
export function newKey(name: string, folder: string, texts: Texts): string {
  const base = slugify(name) || "new";
  const taken = (slug: string) => `data/${folder}/${slug}.json` in texts;
  if (!taken(base)) return base;
  let n = 1;
  while (taken(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** The file the entry would be saved as, and its text. */
export function draftFile(draft: Draft, texts: Texts): { file: string; text: string } | null {
  const { collection } = draft;
  const folder = factFolders[collection];
  const entries = dataFiles[`${collection}.json`];
  const data = asWritten(draft.data) as Obj;
  if (folder) {
    const key = String(data[folder.key] ?? "");
    if (!key) return null;
    const file = draft.path || `data/${collection}/${key}.json`;
    return { file, text: JSON.stringify(data, null, 2) };
  }
  const file =
    draft.path ||
    (entries?.perEntry
      ? `data/${collection}/${
          collection === "dishes"
            ? newKey(String(data.name ?? ""), collection, texts)
            : String(data.slug ?? "")
        }.json`
      : "");
  if (!file || file.endsWith("/.json")) return null;
  const name = file.replace(/^data\//, "");
  const spec = entries?.perEntry ? entries : dataFiles[name];
  if (!spec) return null;
  // A list kept as a whole file is the form's one list (named after the file).
  const listKey = !entries?.perEntry && name.replace(/\.json$/, "");
  const partOf = (d: Obj | undefined) => {
    const clean = asWritten(d ?? {}) as Obj;
    return listKey && Array.isArray(clean[listKey]) ? clean[listKey] : clean;
  };
  const parts: Obj = {};
  for (const lang of LANGUAGE_CODES) {
    const part = lang === DEFAULT_LANG ? partOf(data) : partOf(draft.i18n?.[lang]?.data);
    parts[lang] =
      lang === DEFAULT_LANG || !spec.facts ? part : copyPart(part, spec.facts, parts[DEFAULT_LANG]);
  }
  if (entries?.perEntry && isObject(parts[DEFAULT_LANG])) {
    const slug = file.replace(/^.*\//, "").replace(/\.json$/, "");
    parts[DEFAULT_LANG] = { ...(parts[DEFAULT_LANG] as Obj), slug };
  }
  return { file, text: JSON.stringify(parts, null, 2) };
}

/** What each entry's file is called in the editor: a dish by its English name. */
export function namesIn(texts: Texts): Names {
  return (file) => {
    const text = texts[`data/${file}`];
    if (!text) return undefined;
    try {
      const en = (JSON.parse(text) as Obj)[DEFAULT_LANG];
      return isObject(en) && typeof en.name === "string" ? en.name : undefined;
    } catch {
      return undefined;
    }
  };
}

export type Verdict = {
  /** Problems the edit brings: the save is refused. */
  caused: string[];
  /** Problems the content has with or without the edit: the site does not update meanwhile. */
  already: string[];
};

/**
 * The verdict on saving `text` as `file`: the checks run on the content with the edit and
 * without it. `validate` checks a whole data/ (the build's validateDataDir, on these texts).
 */
export function verdict(
  texts: Texts,
  file: string,
  text: string,
  validate: (texts: Texts) => readonly string[],
): Verdict {
  const before = new Set(validate(texts));
  const after = validate({ ...texts, [file]: text });
  return {
    caused: after.filter((p) => !before.has(p)),
    already: after.filter((p) => before.has(p)),
  };
}

/**
 * `validate`, remembering its answers for the last `size` contents. A form's checks compare
 * the content as it stands with the content with the edit: the first is the same from one
 * save to the next, and the second is the same at Save as at the check that ran just before
 * it. So each check after an edit validates the edited content alone, and Save validates
 * nothing when that check has run on the same values. In the editor a validation of data/
 * takes a noticeable moment on a slow computer, and the checks run after every pause in
 * typing. The answers depend on the texts alone.
 */
export function remembering(
  validate: (texts: Texts) => string[],
  size = 2,
): (texts: Texts) => readonly string[] {
  const answers = new Map<string, readonly string[]>();
  return (texts) => {
    const key = JSON.stringify(Object.entries(texts).sort(([a], [b]) => (a < b ? -1 : 1)));
    const known = answers.get(key) ?? Object.freeze(validate(texts));
    // The newest last: the one asked longest ago goes first.
    answers.delete(key);
    answers.set(key, known);
    if (answers.size > size) answers.delete(answers.keys().next().value!);
    return known;
  };
}

/** The verdict's words in the editor's interface language. */
export function toldIn(found: Verdict, lang: keyof Words, texts: Texts) {
  const names = namesIn(texts);
  const tell = (p: string) => inOwnerWords(p, lang, names);
  return { caused: found.caused.map(tell), already: found.already.map(tell) };
}
