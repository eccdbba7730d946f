import type { ZodType } from "zod";
import { dataFiles, factFolders } from "../../src/schema";
import { DEFAULT_LANG, LANGUAGE_CODES } from "../../src/lib/languages";
import { defOf, fieldFor, fieldsOf, relationTo, type Field } from "./fields";
import { mondayChoices } from "./mondays";
import type { Words } from "./options";
import type { IsoDate } from "../../src/lib/menu-week";

/*
 * The editor's configuration (Sveltia CMS reads Decap's format), made from src/schema at
 * build time so that no field is described twice. The layout of data/ stays as the loader
 * reads it: a file's facts (data/<file>.json) are one form, kept once; its copy
 * (data/<lang>/<file>.json) is another, the three languages side by side, so a missing
 * translation shows as an empty required field before the build would reject it.
 */

/** Where saves go when published: the GitHub repository and branch of the build settings. */
export type Backend = { repo: string; branch: string };

export function cmsBackend(env: NodeJS.ProcessEnv = process.env): Backend {
  // Netlify names the repository of the build; SITE_CMS_REPO wins when set.
  const fromHost = /github\.com[/:]([\w.-]+\/[\w.-]+?)(\.git)?$/.exec(
    env.REPOSITORY_URL ?? "",
  )?.[1];
  return {
    repo: env.SITE_CMS_REPO || fromHost || "owner/repository",
    branch: env.SITE_CMS_BRANCH || "main",
  };
}

const base = (file: string) => file.replace(/\.json$/, "");

/** Fields whose dotted path (from the file or list entry) is a fact, or the copy around them. */
function split(
  fields: Field[],
  facts: readonly string[],
  want: "facts" | "copy",
  at = "",
): Field[] {
  return fields.flatMap((f): Field[] => {
    const p = at ? `${at}.${f.name}` : f.name;
    // An entry's slug is an id, the same in every language: the copy shows it, never translates it.
    if (p === "slug" && (facts.includes("slug") || want === "copy"))
      return [want === "copy" ? { ...f, i18n: "duplicate" } : f];
    if (facts.includes(p)) return want === "facts" ? [f] : [];
    if (f.widget === "object" && facts.some((x) => x.startsWith(`${p}.`))) {
      const inner = split(f.fields as Field[], facts, want, p);
      return inner.length ? [{ ...f, fields: inner }] : [];
    }
    return want === "copy" ? [f] : [];
  });
}

/** Copy is written per language: every field of a copy form is translated. */
function translated(fields: Field[]): Field[] {
  return fields.map((f) => ({
    ...f,
    i18n: f.i18n ?? true,
    ...(Array.isArray(f.fields) ? { fields: translated(f.fields as Field[]) } : {}),
    ...(f.field ? { field: { ...(f.field as Field), i18n: true } } : {}),
  }));
}

/** The fields of one file's form: a list file is one list at the file's root. */
function formFields(file: string, schema: ZodType, pick: (fields: Field[]) => Field[]): Field[] {
  if (defOf(schema).type !== "array") return pick(fieldsOf(schema));
  const list: Field = { ...fieldFor(base(file), schema), label: dataFiles[file].label };
  if (!list.fields) return [{ ...list, root: true }];
  return [{ ...list, root: true, fields: pick(list.fields as Field[]) }];
}

/**
 * A list entry's copy is joined to its facts by slug: the copy form offers the slugs of the
 * facts file rather than a box to type one again, so a new entry's copy cannot miss its facts.
 */
function slugFromFacts(fields: Field[], list: string): Field[] {
  return fields.map((f) => {
    if (f.name !== "slug" || f.i18n !== "duplicate") return f;
    const chosen: Field = { ...f };
    delete chosen.pattern; // the facts' slugs have passed their pattern already
    return { ...chosen, ...relationTo(list, "facts") } as Field;
  });
}

/** What the week's Mondays are chosen from: the published weeks' Mondays and today. */
export type Calendar = { published: readonly IsoDate[]; today: IsoDate };

/** A week's Monday is chosen from Mondays, never typed, so a week cannot start on a Wednesday. */
function withMondays(fields: Field[], key: string, calendar: Calendar): Field[] {
  return fields.map((f) => {
    if (f.name !== key) return f;
    const chosen: Field = { ...f, widget: "select" };
    delete chosen.pattern;
    return { ...chosen, options: mondayChoices(calendar.published, calendar.today) };
  });
}

export function cmsCollections(calendar: Calendar) {
  const files = Object.entries(dataFiles);
  const texts = files.map(([file, { schema, facts = [], label }]) => ({
    name: base(file),
    label,
    file: `data/{{locale}}/${file}`,
    format: "json",
    i18n: true,
    fields: formFields(file, schema, (f) => {
      const copy = translated(split(f, facts, "copy"));
      return facts.includes("slug") ? slugFromFacts(copy, base(file)) : copy;
    }),
  }));
  const facts = files
    .filter(([, d]) => d.facts?.length)
    .map(([file, { schema, facts = [], label }]) => ({
      name: base(file),
      label,
      file: `data/${file}`,
      format: "json",
      fields: formFields(file, schema, (f) => split(f, facts, "facts")),
    }));
  const folders = Object.entries(factFolders).map(([folder, { schema, key, label, one }]) => ({
    name: folder,
    label,
    label_singular: one,
    folder: `data/${folder}`,
    extension: "json",
    format: "json",
    create: true,
    identifier_field: key,
    slug: `{{fields.${key}}}`,
    // Listed as the owner names a week: "Week of 21 December 2026".
    summary: {
      en: `Week of {{fields.${key} | date('D MMMM YYYY')}}`,
      ru: `Неделя с {{fields.${key} | date('DD.MM.YYYY')}}`,
    },
    // The latest week first: the one the owner duplicates into the next.
    sortable_fields: { fields: [key], default: { field: key, direction: "descending" } },
    fields: withMondays(fieldsOf(schema), key, calendar),
  }));
  return [
    {
      name: "facts",
      label: {
        en: "Prices, figures and pictures (the same in every language)",
        ru: "Цены, цифры и фото (одинаковые на всех языках)",
      },
      files: facts,
    },
    {
      name: "texts",
      label: {
        en: "Texts in English, Armenian and Russian",
        ru: "Тексты на английском, армянском и русском",
      },
      i18n: true,
      files: texts,
    },
    ...folders,
  ];
}

/** The languages the editor's own interface speaks; its forms' labels follow it. */
export const EDITOR_LANGUAGES = ["en", "ru"] as const;
export type EditorLanguage = (typeof EDITOR_LANGUAGES)[number];

const isWords = (v: unknown): v is Words =>
  typeof v === "object" &&
  v !== null &&
  !Array.isArray(v) &&
  Object.keys(v).sort().join() === "en,ru" &&
  Object.values(v).every((t) => typeof t === "string");

/** The configuration with every label, hint and choice in one language of the interface. */
export function inLanguage<T>(value: T, lang: EditorLanguage): T {
  if (isWords(value)) return value[lang] as T;
  if (Array.isArray(value)) return value.map((v: unknown) => inLanguage(v, lang)) as T;
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inLanguage(v, lang)])) as T;
  return value;
}

/** The whole configuration (written as JSON, which YAML readers read too). */
export function cmsConfig(backend: Backend, calendar: Calendar, lang: EditorLanguage = "en") {
  return inLanguage(cmsConfigWords(backend, calendar), lang);
}

function cmsConfigWords(backend: Backend, calendar: Calendar) {
  return {
    backend: { name: "github", repo: backend.repo, branch: backend.branch },
    // An empty optional field (a one-time plan's days) is left out, as the schemas expect.
    output: { omit_empty_optional_fields: true, json: { indent_style: "space", indent_size: 2 } },
    // Uploads from the asset library land with the pictures too; a dish's picture field
    // says how the data names them (./options.ts).
    media_folder: "data/images",
    public_folder: "/images",
    // Uploaded file names in lower-case ASCII with dashes, as the image check expects.
    slug: { encoding: "ascii", clean_accents: true },
    // No stock photo services: the editor's policy allows no other host, and dishes are ours.
    media_libraries: { stock_assets: false },
    i18n: {
      structure: "multiple_folders",
      locales: [...LANGUAGE_CODES],
      default_locale: DEFAULT_LANG,
    },
    collections: cmsCollections(calendar),
  };
}
