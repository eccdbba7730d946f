import type { ZodType } from "zod";
import { dataFiles, factFolders } from "../content/data-files";
import { DEFAULT_LANG, LANGUAGE_CODES } from "../../src/lib/languages";
import { defOf, fieldFor, fieldsOf, type Field } from "./fields";
import { mondayChoices } from "./mondays";
import { IMAGE, type Words } from "./options";
import type { IsoDate } from "../../src/catalog/week";
import { CHECK_FIELD } from "./checks/verdict";

/*
 * The editor's configuration (Sveltia CMS reads Decap's format), made from src/schema at
 * build time so that no field is described twice. Each thing the owner knows is one form and
 * one file (a dish, a plan, a week, a page's texts), its facts and its three languages side by
 * side, so a missing translation shows as an empty required field before the build rejects it.
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

/** Keys whose values are ids, not copy: the same in every language (see gatsby/translations.ts). */
const IDS = ["slug", "href"];

/**
 * Fields marked as the file keeps them: a fact (a dotted path from the file or from a list's
 * entry) is written once, in the first language's part, and shown greyed in the others; the
 * rest is translated. An object holding both is translated, with its facts marked inside.
 */
function marked(fields: Field[], facts: readonly string[], at = ""): Field[] {
  return fields.map((f) => {
    const p = at ? `${at}.${f.name}` : f.name;
    if (facts.includes(p)) return { ...f, i18n: false };
    // An id among the copy (an allergen's key, a link) reads the same in every language: the
    // editor copies it from English into the others.
    if (IDS.includes(f.name) && f.widget !== "object" && f.widget !== "list")
      return { ...f, i18n: "duplicate" as const };
    const holds = facts.some((x) => x.startsWith(`${p}.`));
    if (f.widget === "object" && holds)
      return { ...f, i18n: true, fields: marked(f.fields as Field[], facts, p) };
    return { ...f, i18n: true };
  });
}

/** The fields of one file's form: a list file is one list at the file's root. */
function formFields(file: string, schema: ZodType, facts: readonly string[]): Field[] {
  if (defOf(schema).type !== "array") return marked(fieldsOf(schema), facts);
  const list: Field = { ...fieldFor(base(file), schema), label: dataFiles[file].label };
  const entry = list.fields ? { fields: marked(list.fields as Field[], facts) } : {};
  return [{ ...list, root: true, i18n: true, ...entry }];
}

/**
 * The build's checks on the entry being edited, at the top of its form (./checks/entry.ts):
 * what the build would refuse, before saving. Never written (nothing to type in it).
 */
export const CHECKS: Field = {
  name: CHECK_FIELD,
  label: { en: "Before saving: the site's checks", ru: "Перед сохранением: проверка сайта" },
  widget: "content-check",
  required: false,
  i18n: false,
  lang: { en: "en", ru: "ru" },
  words: {
    checking: { en: "Checking…", ru: "Проверяем…" },
    ok: {
      en: "Nothing wrong: the site will publish this once it is saved.",
      ru: "Всё в порядке: после сохранения сайт это опубликует.",
    },
    refused: {
      en: "This cannot be saved: the site would refuse to publish it. Fix:",
      ru: "Сохранить нельзя: сайт откажется это публиковать. Исправьте:",
    },
    leave: {
      en: "Leave this form without saving? Your changes in it will be lost.",
      ru: "Уйти из формы без сохранения? Изменения в ней пропадут.",
    },
    already: {
      en: "Wrong already, with or without this edit: the site does not update until these are fixed too (this form can still be saved):",
      ru: "Уже неверно, с этой правкой или без неё: сайт не обновится, пока и это не исправлено (эту форму сохранить можно):",
    },
  },
};

/** The form's fields with the checks first (a file that is one list at its root has no room). */
const checked = (fields: Field[]) => (fields.some((f) => f.root) ? fields : [CHECKS, ...fields]);

/**
 * An entry keyed by its name (a dish): its key is never typed, and a new entry's file is
 * named after its English name (made unique by the editor, "spas-1" beside "spas"). Renaming
 * it later keeps its key, so whatever names it keeps pointing at it.
 */
const hiddenKey = (fields: Field[]) =>
  fields.map((f) => {
    if (f.name !== "slug") return f;
    const hidden: Field = { ...f, widget: "hidden" };
    delete hidden.pattern;
    delete hidden.hint;
    return hidden;
  });

/**
 * Where a collection's pictures are, so that the editor finds a picture named "./images/x.jpg"
 * (relative to data/, as the build reads it) from an entry in data/dishes/ too: the editor
 * resolves a stored path with the collection's folders, not the field's.
 */
const PICTURES = { media_folder: IMAGE.media_folder, public_folder: IMAGE.public_folder };

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
  const fileForm = ([file, { schema, facts = [], label }]: (typeof files)[number]) => ({
    name: base(file),
    label,
    file: `data/${file}`,
    format: "json",
    i18n: true,
    fields: checked(formFields(file, schema, facts)),
  });
  const kept = files.filter(([, d]) => !d.perEntry);
  const entries = files
    .filter(([, d]) => d.perEntry)
    .map(([file, { schema, facts = [], label, perEntry }]) => ({
      name: base(file),
      label,
      label_singular: perEntry!.one,
      folder: `data/${base(file)}`,
      extension: "json",
      format: "json",
      create: true,
      i18n: true,
      ...PICTURES,
      // Its title in the editor is its name; its file is still named after its slug.
      identifier_field: "name",
      slug: perEntry!.keyedByName
        ? { template: "{{fields.name}}", editable: false }
        : "{{fields.slug}}",
      summary: perEntry!.summary ?? "{{fields.slug}}",
      sortable_fields: {
        fields: [...new Set([perEntry!.sortedBy ?? "slug", "name"])],
        default: { field: perEntry!.sortedBy ?? "slug", direction: "ascending" },
      },
      fields: checked(
        (perEntry!.keyedByName ? hiddenKey : (f: Field[]) => f)(
          marked(fieldsOf(defOf(schema).element!), facts),
        ),
      ),
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
    // The week's preview finds the dishes' pictures with these folders.
    ...PICTURES,
    // Listed as the owner names a week: "Week of 21 December 2026". The editor's date format
    // knows English months only, so the Russian list shows the Monday's choice as written out
    // in the week's form ("Понедельник, 21 декабря 2026 г."), never 21.12.2026.
    summary: {
      en: `Week of {{fields.${key} | date('D MMMM YYYY')}}`,
      ru: `{{fields.${key}}}`,
    },
    // The latest week first: the one the owner duplicates into the next.
    sortable_fields: { fields: [key], default: { field: key, direction: "descending" } },
    fields: checked(withMondays(fieldsOf(schema), key, calendar)),
  }));
  return [
    ...folders,
    ...entries,
    {
      name: "pages",
      label: { en: "Pages", ru: "Страницы" },
      i18n: true,
      ...PICTURES,
      files: kept.filter(([, d]) => d.page).map(fileForm),
    },
    {
      name: "site",
      label: { en: "Across the site", ru: "Общее для всего сайта" },
      i18n: true,
      ...PICTURES,
      files: kept.filter(([, d]) => !d.page).map(fileForm),
    },
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
    // Each thing in one file with a part per language: {"en": ..., "hy": ..., "ru": ...}.
    i18n: {
      structure: "single_file",
      locales: [...LANGUAGE_CODES],
      default_locale: DEFAULT_LANG,
    },
    collections: cmsCollections(calendar),
  };
}
