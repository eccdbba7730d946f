/** @jest-environment node */
import path from "node:path";
import type { ZodType } from "zod";
import { dataFiles, factFolders } from "../../../src/schema";
import { ALLERGENS } from "../../../src/lib/menu-vocabulary";
import { cmsBackend, cmsConfig } from "../config";
import { defOf, type Field } from "../fields";
import { DATA_DIR, ROOT } from "../../paths";
import { image } from "../../../src/schema/fields";

type File = { name: string; file: string; fields: Field[]; i18n?: boolean };
const config = cmsConfig({ repo: "owner/site", branch: "main" });
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

test("a plan's price is a whole number of at least 1, a fact kept once", () => {
  const price = field(form(facts, "plans").fields, "plans.price");
  expect(price).toMatchObject({ widget: "number", value_type: "int", min: 1, required: true });
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
    options: [...ALLERGENS],
  });
  expect(field(words.fields, "allergen-words.words")).toMatchObject({ i18n: true, required: true });
  expect(field(words.fields, "allergen-words.words").hint).toBeTruthy();
});

test("fixed lists, patterns, e-mail, pictures and optional fields come from the schemas", () => {
  const dish = form(facts, "dishes").fields;
  expect(field(dish, "dishes.allergens")).toMatchObject({
    widget: "select",
    multiple: true,
    options: [...ALLERGENS],
  });
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
