/** @jest-environment node */
import path from "node:path";
import type { ZodType } from "zod";
import { dataFiles, factFolders } from "../../../src/schema";
import { ALLERGENS } from "../../../src/lib/menu-vocabulary";
import { cmsBackend, cmsCollections, cmsConfig } from "../config";
import { defOf, type Field } from "../fields";
import { DATA_DIR, ROOT } from "../../paths";
import { image } from "../../../src/schema/fields";
import { ALLERGEN_CHOICES } from "../../../src/schema/menu-page";

type File = { name: string; file: string; fields: Field[]; i18n?: boolean };
const calendar = { published: ["2026-11-23", "2026-11-30"], today: "2026-11-25" };
const config = cmsConfig({ repo: "owner/site", branch: "main" }, calendar);
const [facts, texts, weeks] = config.collections as unknown as [
  { files: File[] },
  { files: File[] },
  { fields: Field[] },
];
const form = (c: { files: File[] }, name: string) => c.files.find((f) => f.name === name)!;
/** A field by its path of names ("plans.price" is the price of a plan). */
function field(fields: Field[], dotted: string): Field {
  const [head, ...rest] = dotted.split(".");
  const found = fields.find((f) => f.name === head);
  if (!found) throw new Error(`no field ${head} in ${fields.map((f) => f.name).join(", ")}`);
  return rest.length ? field(found.fields as Field[], rest.join(".")) : found;
}

test("a plan's price is a whole number from 1,000 to 500,000, a fact kept once", () => {
  const price = field(form(facts, "plans").fields, "plans.price");
  expect(price).toMatchObject({
    widget: "number",
    value_type: "int",
    min: 1000,
    max: 500000,
    required: true,
  });
  expect(form(facts, "plans").file).toBe("data/plans.json");
  expect(field(form(facts, "plans").fields, "plans")).toMatchObject({ widget: "list", root: true });
  expect(() => field(form(texts, "plans").fields, "plans.price")).toThrow();
});

test("copy is edited in every language, its slug chosen from the facts and copied from English", () => {
  const plans = form(texts, "plans");
  expect(plans).toMatchObject({ file: "data/{{locale}}/plans.json", i18n: true });
  expect(field(plans.fields, "plans.name")).toMatchObject({ i18n: true, required: true });
  expect(field(plans.fields, "plans.slug")).toMatchObject({
    i18n: "duplicate",
    widget: "relation",
    collection: "facts",
    file: "plans",
    value_field: "plans.*.slug",
    required: true,
  });
  expect(field(form(facts, "plans").fields, "plans.slug")).toMatchObject({
    widget: "string",
    pattern: ["^[a-z0-9-]+$", "must be lower-case letters, digits and dashes"],
  });
  expect(config.i18n).toEqual({
    structure: "multiple_folders",
    locales: ["en", "hy", "ru"],
    default_locale: "en",
  });
});

test("a list of copy without facts keeps its entries' slug the same in every language", () => {
  const words = form(texts, "allergen-words");
  expect(field(words.fields, "allergen-words.slug")).toMatchObject({
    i18n: "duplicate",
    widget: "select",
    options: ALLERGENS.map((value) => ({ value, label: expect.any(String) })),
  });
  expect(field(words.fields, "allergen-words.words")).toMatchObject({ i18n: true, required: true });
  expect(field(words.fields, "allergen-words.words").hint).toBeTruthy();
});

test("fixed lists, patterns, e-mail, pictures and optional fields come from the schemas", () => {
  const dish = form(facts, "dishes").fields;
  // Each allergen chosen by its everyday name, stored by its key.
  expect(field(dish, "dishes.allergens")).toMatchObject({
    widget: "select",
    multiple: true,
    options: ALLERGENS.map((value) => ({ value, label: expect.any(String) })),
  });
  expect((field(dish, "dishes.allergens").options as { label: string }[])[0].label).toBe(
    ALLERGEN_CHOICES[ALLERGENS[0]].en,
  );
  expect(field(dish, "dishes.image")).toMatchObject({ widget: "image" });
  expect(field(form(facts, "districts").fields, "districts.windows").field).toMatchObject({
    pattern: [expect.any(String), "must look like 09:00-12:00"],
  });
  expect(field(form(facts, "site").fields, "email")).toMatchObject({ type: "email" });
  expect(field(form(facts, "plans").fields, "plans.days")).toMatchObject({
    required: false,
    min: 1,
    max: 7,
  });
  expect(field(form(texts, "meal-plans").fields, "tabs")).toMatchObject({ min: 2, max: 2 });
});

test("a week's dishes are chosen by name from the catalogue and stored by slug", () => {
  expect(field(weeks.fields, "days.lunch")).toMatchObject({
    widget: "relation",
    collection: "texts",
    file: "dishes",
    value_field: "dishes.*.slug",
    display_fields: ["dishes.*.name"],
  });
  expect(field(weeks.fields, "kits")).toMatchObject({ widget: "relation", multiple: true });
});

test("the repository and branch come from the build settings", () => {
  expect(cmsBackend({ SITE_CMS_REPO: "a/b", SITE_CMS_BRANCH: "live" })).toEqual({
    repo: "a/b",
    branch: "live",
  });
  expect(cmsBackend({ REPOSITORY_URL: "https://github.com/a/b" })).toEqual({
    repo: "a/b",
    branch: "main",
  });
  expect(config.backend).toEqual({ name: "github", repo: "owner/site", branch: "main" });
});

/** Every key path of a schema ("hero.image"; a list's entries by their own keys). */
function schemaPaths(schema: ZodType, at = ""): string[] {
  const def = defOf(schema);
  if (def.type === "optional") return schemaPaths(def.innerType!, at);
  if (def.type === "array") return schemaPaths(def.element!, at);
  if (def.type !== "object") return [at];
  return Object.entries(def.shape!).flatMap(([k, v]) => [
    ...(at ? [at] : []),
    ...schemaPaths(v, at ? `${at}.${k}` : k),
  ]);
}
function fieldPaths(fields: Field[], at = ""): string[] {
  return fields.flatMap((f) => {
    const p = at ? `${at}.${f.name}` : f.name;
    return Array.isArray(f.fields) ? [p, ...fieldPaths(f.fields as Field[], p)] : [p];
  });
}
const uniqueSorted = (list: string[]) => [...new Set(list)].sort();

test.each(Object.keys(dataFiles))(
  "%s: every schema field has an editor field and the other way round",
  (file) => {
    const name = file.replace(/\.json$/, "");
    const root = (fields: Field[]) =>
      fields.length === 1 && fields[0].root ? ((fields[0].fields as Field[]) ?? []) : fields;
    const edited = [form(texts, name), facts.files.find((f) => f.name === name)]
      .filter(Boolean)
      .flatMap((f) => fieldPaths(root(f!.fields)));
    expect(uniqueSorted(edited)).toEqual(uniqueSorted(schemaPaths(dataFiles[file].schema)));
  },
);

test("weeks: every schema field has an editor field and the other way round", () => {
  expect(uniqueSorted(fieldPaths(weeks.fields))).toEqual(
    uniqueSorted(schemaPaths(factFolders.weeks.schema)),
  );
});

test("a picture uploaded for a dish lands where the build's image pipeline reads it", () => {
  const picture = field(form(facts, "dishes").fields, "dishes.image");
  const { media_folder, public_folder } = picture as Record<string, string>;
  expect(picture).toMatchObject({ widget: "image", accept: "image/jpeg,image/png,image/webp" });
  // The file the editor writes, from the repository's root, and what the data then says.
  const written = path.join(ROOT, media_folder.replace(/^\//, ""), "new-dish.png");
  const named = `${public_folder}/new-dish.png`;
  expect(picture.media_libraries).toEqual({ default: { config: { slugify_filename: true } } });
  expect(config.slug).toEqual({ encoding: "ascii", clean_accents: true });
  expect(config.media_libraries).toEqual({ stock_assets: false });
  // The build resolves a picture relative to data/ (gatsby/schema-types.ts), where the
  // filesystem source reads every file but the JSON.
  expect(path.join(DATA_DIR, named)).toBe(written);
  expect(image.safeParse(named).success).toBe(true);
});

/** Every text the owner reads in a configuration: collection, form and field labels, hints, choices. */
function shown(value: unknown, key = ""): string[] {
  if (typeof value === "string")
    return ["label", "hint", "label_singular", "option"].includes(key) ? [value] : [];
  if (Array.isArray(value))
    return value.flatMap((v) =>
      key === "options"
        ? shown(typeof v === "object" ? (v as { label: unknown }).label : v, "option")
        : shown(v),
    );
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([k, v]) => shown(v, k));
  return [];
}
/** Our code words, which mean nothing to an owner. */
const CODE_WORDS = /\b(slug|ui|faq|cta|diy|kcal|json|href|hero)\b/i;

describe.each(["en", "ru"] as const)("the forms in the %s interface", (lang) => {
  const own = cmsConfig({ repo: "owner/site", branch: "main" }, calendar, lang);
  const texts = shown(own.collections);

  test("are in words an owner uses, never our code words", () => {
    expect(texts.length).toBeGreaterThan(400);
    expect(texts.filter((t) => CODE_WORDS.test(t))).toEqual([]);
  });

  test("label every field in the interface's language", () => {
    // A label left out falls back to the key, in English: the Russian forms would show it.
    if (lang === "ru") {
      const english = texts.filter(
        (t) => /^[A-Za-z][A-Za-z ,.()'-]*$/.test(t) && !/^[A-Z]{2,}$/.test(t),
      );
      expect(english).toEqual([]);
    }
  });
});

test("every field of every schema has its label, and every choice its label, in both languages", () => {
  const missing: string[] = [];
  const visit = (fields: Field[], at: string) =>
    fields.forEach((f) => {
      const p = `${at}.${f.name}`;
      if (typeof f.label === "string") missing.push(`${p}: label`);
      for (const o of (f.options as unknown[] | undefined) ?? [])
        if (typeof o !== "object" || o === null) missing.push(`${p}: choice ${String(o)}`);
      if (Array.isArray(f.fields)) visit(f.fields as Field[], p);
      if (f.field) visit([f.field as Field], p);
    });
  for (const c of cmsCollections(calendar) as { name: string; files?: File[]; fields?: Field[] }[])
    for (const f of c.files ?? [c]) visit(f.fields as Field[], f.name);
  expect(missing).toEqual([]);
});

test("a week's Monday is chosen from Mondays only, each named in words", () => {
  const monday = field(weeks.fields, "monday");
  expect(monday.widget).toBe("select");
  const options = monday.options as { label: string; value: string }[];
  // Every published week's Monday and the one after the last are offered; no other weekday.
  for (const value of [...calendar.published, "2026-12-07"])
    expect(options.map((o) => o.value)).toContain(value);
  expect(options.every((o) => new Date(`${o.value}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
  expect(options.find((o) => o.value === "2026-11-30")?.label).toBe("Monday, 30 November 2026");
  const ru = cmsConfig({ repo: "owner/site", branch: "main" }, calendar, "ru");
  const ruWeeks = (ru.collections as unknown as [unknown, unknown, { fields: Field[] }])[2];
  expect(
    (field(ruWeeks.fields, "monday").options as { label: string; value: string }[]).find(
      (o) => o.value === "2026-11-30",
    )?.label,
  ).toMatch(/^Понедельник, 30 ноября 2026/);
});
