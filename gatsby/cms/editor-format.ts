import { cmsBackend, cmsConfig } from "./config";
import type { Field } from "./fields";
import { escapeRegExp } from "../../src/lib/pattern";

/*
 * The text the editor (Sveltia CMS) writes when it saves a data file, so that data/ can be
 * kept in that form and an owner's save changes no more than the owner changed. The editor
 * flattens a file into key paths ("plans.0.price"), moves them into the order of its form's
 * fields (an entry's keys as its list's fields, wherever it is), then the paths no field
 * names, sorted; it leaves out an empty value of an optional field, rebuilds the file from
 * the paths and writes JSON.stringify(content, null, 2) and a newline. This module does the
 * same with the forms of ./config.ts.
 */

type Collection = {
  folder?: string;
  extension?: string;
  i18n?: boolean;
  files?: { file: string; fields: Field[]; i18n?: boolean }[];
  fields?: Field[];
  aliases_field?: string | boolean;
};
export type EditorConfig = {
  collections: Collection[];
  i18n?: { locales: string[]; structure?: string; canonical_slug?: { key?: string } };
  output?: {
    omit_empty_optional_fields?: boolean;
    json?: { indent_style?: "space" | "tab"; indent_size?: number };
  };
};

/**
 * One file's form: its fields, and keys the editor writes first whatever its fields say.
 * `locales`: the file keeps a part per language ({"en": ..., "hy": ...}), each saved by the form.
 */
export type Form = { fields: Field[]; leading: string[]; aliases?: string; locales?: string[] };

// The editor compares key paths in the browser's language, digits by value ("2" before "10").
const compare = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" }).compare;

let standard: EditorConfig | undefined;
/** The editor's configuration; the calendar only sets which Mondays a week may start on. */
function editorConfig(): EditorConfig {
  standard ??= cmsConfig(cmsBackend({}), {
    published: [],
    today: "2026-01-05",
  }) as unknown as EditorConfig;
  return standard;
}

/** The form the editor saves `file` ("data/home.json", relative to the site) with. */
export function formFor(file: string, config: EditorConfig = editorConfig()): Form | undefined {
  const rel = file.replace(/\\/g, "/").replace(/^\.\//, "");
  const locales = config.i18n?.locales ?? [];
  const leading = [config.i18n?.canonical_slug?.key ?? "translationKey"];
  const oneFile = config.i18n?.structure === "single_file";
  const parts = (i18n?: boolean) => (oneFile && i18n ? { locales } : {});
  for (const c of config.collections) {
    for (const f of c.files ?? []) {
      const paths = f.file.includes("{{locale}}")
        ? locales.map((l) => f.file.replace("{{locale}}", l))
        : [f.file];
      if (paths.includes(rel)) return { fields: f.fields, leading, ...parts(f.i18n ?? c.i18n) };
    }
    if (!c.folder || !c.fields) continue;
    const ext = `.${c.extension ?? "md"}`;
    const name = rel.slice(c.folder.length + 1);
    if (rel.startsWith(`${c.folder}/`) && name.endsWith(ext) && !name.includes("/")) {
      // An entry of a folder may carry the addresses it had before ("aliases"), written first.
      const named = c.aliases_field === true ? "aliases" : (c.aliases_field ?? "aliases");
      const aliases = named && !c.fields.some((x) => x.name === named) ? named : undefined;
      return { fields: c.fields, leading, aliases, ...parts(c.i18n) };
    }
  }
  return undefined;
}

type Leaf = { path: string; value: unknown };

const isContainer = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null;

/** Key paths of the values that are not non-empty lists or objects, as the editor keeps them. */
function flatten(value: unknown, at: string, out: Map<string, unknown>) {
  if (isContainer(value) && Object.keys(value).length)
    for (const [k, v] of Object.entries(value)) flatten(v, at ? `${at}.${k}` : k, out);
  else out.set(at, value);
  return out;
}

/** Key paths from the fields, with "*" for a list's entries ("plans.*.price"). */
function keyPaths(fields: Field[], at = "", out: [string, Field][] = []) {
  for (const field of fields) {
    const path = at ? `${at}.${field.name}` : field.name;
    parseField(field, path, out);
  }
  return out;
}

const MULTI_VALUE = ["file", "image", "relation", "select"];

function parseField(field: Field, path: string, out: [string, Field][]) {
  out.push([path, field]);
  const list = field.widget === "list";
  if (list || field.widget === "object") {
    const sub = (f: Field) =>
      parseField(f, list ? `${path}.*.${f.name}` : `${path}.${f.name}`, out);
    const types = field.types as { fields?: Field[] }[] | undefined;
    if (Array.isArray(field.fields)) (field.fields as Field[]).forEach(sub);
    else if (types) {
      const key = (field.typeKey as string | undefined) ?? "type";
      out.push([list ? `${path}.*.${key}` : `${path}.${key}`, field]);
      types.forEach((t) => t.fields?.forEach(sub));
    } else if (list) {
      if (field.field) parseField(field.field as Field, `${path}.*`, out);
      else out.push([`${path}.*`, field]);
    }
  } else if (MULTI_VALUE.includes(field.widget) && field.multiple) out.push([`${path}.*`, field]);
}

const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  v === "" ||
  (Array.isArray(v) && !v.length) ||
  (isContainer(v) &&
    [Object.prototype, null].includes(Object.getPrototypeOf(v)) &&
    !Object.keys(v).length);

/** The key path's part as the editor reads it back: a number makes a list. */
const part = (key: string): string | number =>
  isNaN(Number(key)) || key.includes(".") ? key : Number(key);

/** Rebuilds a value from its key paths, in their order. */
function unflatten(leaves: Leaf[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  leaves: for (const { path, value } of leaves) {
    const parts = path.split(".").map(part);
    let at: Record<string | number, unknown> = result;
    for (let i = 0; i < parts.length - 1; i++) {
      const here = at[parts[i]];
      // A path under a plain value is dropped, as the editor's library does.
      if (here !== undefined && !isContainer(here)) continue leaves;
      if (here === undefined) at[parts[i]] = typeof parts[i + 1] === "number" ? [] : {};
      at = at[parts[i]] as Record<string | number, unknown>;
    }
    // An empty object is read back as a new one; anything else is kept as it is.
    at[parts[parts.length - 1]] = isContainer(value) && !Array.isArray(value) ? {} : value;
  }
  return result;
}

export type Arranged = {
  /** The content as the editor writes it. */
  value: unknown;
  /** Key paths no field of the form names: kept, after the rest. */
  unknown: string[];
  /** Key paths of empty optional values, which the editor leaves out. */
  omitted: string[];
};

/** What the editor makes of `value` when it saves it with `form`. */
export function arrange(form: Form, value: unknown, omitEmpty = true): Arranged {
  if (form.locales && isContainer(value) && !Array.isArray(value)) {
    // Each language's part is saved by the form, in the order of the editor's languages.
    const out: Arranged = { value: {}, unknown: [], omitted: [] };
    const known = [
      ...form.locales,
      ...Object.keys(value).filter((k) => !form.locales!.includes(k)),
    ];
    for (const locale of known.filter((l) => value[l] !== undefined)) {
      const part = arrange({ ...form, locales: undefined }, value[locale], omitEmpty);
      (out.value as Record<string, unknown>)[locale] = part.value;
      out.unknown.push(...part.unknown.map((p) => `${locale}.${p}`));
      out.omitted.push(...part.omitted.map((p) => `${locale}.${p}`));
    }
    return out;
  }
  const { fields } = form;
  const root = fields.length === 1 && fields[0].widget === "list" && fields[0].root === true;
  const unsorted = flatten(root ? { [fields[0].name]: value } : value, "", new Map());
  const sorted: Leaf[] = [];
  const unknown: string[] = [];
  const omitted: string[] = [];
  const move = (path: string, field?: Field) => {
    const v = unsorted.get(path);
    unsorted.delete(path);
    const optional = field && !(field.required ?? true);
    if (omitEmpty && optional && isEmpty(v)) omitted.push(path);
    else sorted.push({ path, value: v });
  };
  for (const key of form.leading) if (unsorted.has(key)) move(key);
  if (form.aliases) {
    const prefix = `${form.aliases}.`;
    if (unsorted.has(form.aliases)) move(form.aliases);
    [...unsorted.keys()]
      .filter((p) => p.startsWith(prefix) && /^\d+$/.test(p.slice(prefix.length)))
      .sort((a, b) => Number(a.slice(prefix.length)) - Number(b.slice(prefix.length)))
      .forEach((p) => move(p));
  }
  for (const [path, field] of keyPaths(fields)) {
    if (unsorted.has(path)) {
      move(path, field);
      continue;
    }
    const pattern = new RegExp(`^${escapeRegExp(path).replace(/\\\*/g, "\\d+")}$`);
    [...unsorted.keys()]
      .filter((p) => pattern.test(p))
      .sort(compare)
      .forEach((p) => move(p, field));
  }
  for (const path of [...unsorted.keys()].sort(compare)) {
    unknown.push(path);
    move(path);
  }
  const content = unflatten(sorted);
  return { value: root ? (content[fields[0].name] ?? []) : content, unknown, omitted };
}

/**
 * The text the editor writes for the data file `file` ("data/plans/ready-3.json", relative to the
 * site) holding `value`. A file no form saves is an error: the editor cannot write it.
 * `keepEmpty`: keep the empty optional values the editor leaves out (only the layout, then).
 */
export function editorText(
  file: string,
  value: unknown,
  {
    config = editorConfig(),
    keepEmpty = false,
  }: { config?: EditorConfig; keepEmpty?: boolean } = {},
): string {
  const form = formFor(file, config);
  if (!form) throw new Error(`${file}: no form of the editor saves this file`);
  const omit = !keepEmpty && (config.output?.omit_empty_optional_fields ?? false);
  const { indent_style: style = "space", indent_size: size = style === "tab" ? 1 : 2 } =
    config.output?.json ?? {};
  const indent = style === "tab" ? "\t".repeat(size) : size;
  return `${JSON.stringify(arrange(form, value, omit).value, null, indent)}\n`;
}
