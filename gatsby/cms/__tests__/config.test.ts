/** @jest-environment node */
import path from "node:path";
import type { ZodType } from "zod";
import { dataFiles, factFolders } from "../../content/data-files";
import { ALLERGENS } from "../../../src/catalog/vocabulary";
import { LANGUAGE_CODES } from "../../../src/lib/languages";
import { cmsBackend, cmsCollections, cmsConfig } from "../config";
import { CHECK_FIELD } from "../checks/verdict";
import { defOf, type Field } from "../fields";
import { DATA_DIR, ROOT } from "../../paths";
import { image } from "../../../src/schema/fields";
import { ALLERGEN_CHOICES } from "../../../src/menu/schema/page";

type File = { name: string; label: unknown; file: string; fields: Field[]; i18n?: boolean };
type Collection = {
  name: string;
  label: unknown;
  label_singular?: unknown;
  folder?: string;
  extension?: string;
  format?: string;
  i18n?: boolean;
  identifier_field?: string;
  slug?: string | { template: string; editable: boolean };
  summary?: unknown;
  sortable_fields?: unknown;
  files?: File[];
  fields?: Field[];
};
const calendar = { published: ["2026-11-23", "2026-11-30"], today: "2026-11-25" };
const backend = { repo: "owner/site", branch: "main" };
const config = cmsConfig(backend, calendar);
const collections = config.collections as unknown as Collection[];
const collection = (name: string, list = collections) => list.find((c) => c.name === name)!;
const weeks = collection("weeks");
const plans = collection("plans");
const dishes = collection("dishes");
const form = (c: string, name: string) => collection(c).files!.find((f) => f.name === name)!;
/** A field by its path of names ("address.postalCode"). */
function field(fields: Field[], dotted: string): Field {
  const [head, ...rest] = dotted.split(".");
  const found = fields.find((f) => f.name === head);
  if (!found) throw new Error(`no field ${head} in ${fields.map((f) => f.name).join(", ")}`);
  return rest.length ? field(found.fields as Field[], rest.join(".")) : found;
}

/** The pages' own texts; everything else is shared across the site. */
const PAGES = [
  "home.json",
  "meal-plans.json",
  "menu-page.json",
  "register.json",
  "first-delivery.json",
  "plan-finder.json",
  "subscription.json",
  "contact.json",
  "impressum.json",
];
const base = (file: string) => file.replace(/\.json$/, "");
/** A form's fields without the site's checks at its top (a field of the editor, never written). */
const written = (fields: Field[]) => fields.filter((f) => f.name !== CHECK_FIELD);
/** The fields of one entry as the editor edits them: of a dish, a plan, a district, a page. */
function entryFields(file: string): Field[] {
  if (dataFiles[file].perEntry) return written(collection(base(file)).fields!);
  const fields = written(form(PAGES.includes(file) ? "pages" : "site", base(file)).fields);
  return fields.length === 1 && fields[0].root ? ((fields[0].fields as Field[]) ?? []) : fields;
}

test("the collections: the weeks, a folder of plans and of dishes, then pages and the rest of the site", () => {
  expect(collections.map((c) => c.name)).toEqual(["weeks", "plans", "dishes", "pages", "site"]);
  expect(config.i18n).toEqual({
    structure: "single_file",
    locales: ["en", "hy", "ru"],
    default_locale: "en",
  });
  // A week is facts only: it is one file with no part per language.
  expect(weeks).toMatchObject({ folder: "data/weeks", extension: "json", format: "json" });
  expect(weeks.i18n).toBeUndefined();
  const kept = Object.keys(dataFiles).filter((f) => !dataFiles[f].perEntry);
  expect(
    collection("pages")
      .files!.map((f) => f.name)
      .sort(),
  ).toEqual(PAGES.map(base).sort());
  expect(
    collection("site")
      .files!.map((f) => f.name)
      .sort(),
  ).toEqual(
    kept
      .filter((f) => !PAGES.includes(f))
      .map(base)
      .sort(),
  );
  for (const c of ["pages", "site"]) {
    expect(collection(c).i18n).toBe(true);
    for (const f of collection(c).files!)
      expect(f).toMatchObject({ file: `data/${f.name}.json`, format: "json", i18n: true });
  }
});

test("a plan's price is a whole number from 1,000 to 500,000, a fact written once", () => {
  expect(field(plans.fields!, "price")).toMatchObject({
    widget: "number",
    value_type: "int",
    min: 1000,
    max: 500000,
    required: true,
    i18n: false,
  });
  // Its name, subtitle and features are written in every language, in the same form.
  for (const copy of ["name", "subtitle", "description", "features", "cta"])
    expect(field(plans.fields!, copy).i18n).toBe(true);
  expect(field(plans.fields!, "days")).toMatchObject({
    required: false,
    min: 1,
    max: 7,
    i18n: false,
  });
});

test("a dish's name is translated; its key, picture and nutrition are facts kept once", () => {
  expect(field(dishes.fields!, "name")).toMatchObject({ i18n: true, required: true });
  // Never typed: a new dish's file and key are made from its English name.
  expect(field(dishes.fields!, "slug")).toMatchObject({ widget: "hidden", i18n: false });
  expect(field(dishes.fields!, "slug").pattern).toBeUndefined();
  expect(dishes.slug).toEqual({ template: "{{fields.name}}", editable: false });
  for (const fact of ["image", "nutrition", "allergens", "kind", "portion"])
    expect(field(dishes.fields!, fact).i18n).toBe(false);
  // Facts and copy in one form: no other collection edits a dish.
  expect(collections.flatMap((c) => c.files ?? []).map((f) => f.name)).not.toContain("dishes");
});

test.each([
  ["plans", "Plan", "План"],
  ["dishes", "Dish", "Блюдо"],
])("%s are kept one file per entry, the file named by the entry's slug", (name, one, ru) => {
  expect(collection(name)).toMatchObject({
    label_singular: one,
    folder: `data/${name}`,
    extension: "json",
    format: "json",
    create: true,
    i18n: true,
    identifier_field: "name",
  });
  expect(collection("plans").slug).toBe("{{fields.slug}}");
  const own = cmsConfig(backend, calendar, "ru").collections as unknown as Collection[];
  expect(collection(name, own).label_singular).toBe(ru);
  // Listed by what the owner reads on the site, never by the slug; every field named is one.
  const summary = String(collection(name).summary);
  expect(summary).not.toMatch(/slug/);
  for (const [, used] of summary.matchAll(/\{\{fields\.(\w+)\}\}/g))
    expect(() => field(collection(name).fields!, used)).not.toThrow();
});

test("a plan is listed by its subtitle, name and price, grouped by kind; a dish by its name", () => {
  // The editor's fonts have no dram sign: the currency is written out in the interface's words.
  expect(plans.summary).toBe("{{fields.subtitle}} · {{fields.name}} · {{fields.price}} AMD");
  const ru = cmsConfig(backend, calendar, "ru").collections as unknown as Collection[];
  expect(ru.find((c) => c.name === "plans")!.summary).toBe(
    "{{fields.subtitle}} · {{fields.name}} · {{fields.price}} драм",
  );
  expect(plans.sortable_fields).toMatchObject({ default: { field: "subtitle" } });
  expect(dishes.summary).toBe("{{fields.name}}");
  expect(dishes.sortable_fields).toMatchObject({ default: { field: "name" } });
});

test("a week is listed by its Monday written out in either language, never as 21.12.2026", () => {
  const weeks = (lang: "en" | "ru") =>
    (cmsConfig(backend, calendar, lang).collections as unknown as Collection[]).find(
      (c) => c.name === "weeks",
    )!;
  expect(weeks("en").summary).toBe("Week of {{fields.monday | date('D MMMM YYYY')}}");
  // The editor lists a chosen Monday by its choice's label ("Понедельник, 21 декабря 2026 г."):
  // its own date format has English months only.
  expect(weeks("ru").summary).toBe("{{fields.monday}}");
  const monday = (weeks("ru").fields as unknown as { name: string; options?: unknown[] }[]).find(
    (f) => f.name === "monday",
  )!;
  expect(monday.options).toContainEqual(
    expect.objectContaining({ label: expect.stringMatching(/^Понедельник, \d+ [а-я]+ \d{4}/) }),
  );
});

test.each(Object.keys(dataFiles))(
  "%s: its facts are marked not translated, the rest translated, in one form",
  (file) => {
    const facts = dataFiles[file].facts ?? [];
    const fields = entryFields(file);
    for (const fact of facts) {
      expect({ fact, i18n: field(fields, fact).i18n }).toEqual({ fact, i18n: false });
      // An object holding a fact is translated, its other fields too.
      const parts = fact.split(".");
      for (let i = 1; i < parts.length; i++) {
        const holder = field(fields, parts.slice(0, i).join("."));
        expect({ fact, i18n: holder.i18n }).toEqual({ fact, i18n: true });
        for (const inner of holder.fields as Field[]) {
          const p = `${parts.slice(0, i).join(".")}.${inner.name}`;
          const held = facts.includes(p) || facts.some((f) => f.startsWith(`${p}.`));
          if (!held) expect({ p, i18n: inner.i18n }).toEqual({ p, i18n: true });
        }
      }
    }
    for (const f of fields) {
      const fact = facts.includes(f.name);
      const id = ["slug", "href"].includes(f.name) && !fact;
      const want = fact ? false : id ? "duplicate" : true;
      expect({ name: f.name, i18n: f.i18n }).toEqual({ name: f.name, i18n: want });
    }
  },
);

test("site.json: the postal code is written once, the street and city in every language", () => {
  const site = form("site", "site").fields;
  expect(field(site, "address")).toMatchObject({ widget: "object", i18n: true });
  expect(field(site, "address.postalCode").i18n).toBe(false);
  expect(field(site, "address.street").i18n).toBe(true);
  expect(field(site, "address.city").i18n).toBe(true);
  expect(field(site, "email")).toMatchObject({ type: "email", i18n: false });
  expect(field(site, "siteTitle").i18n).toBe(true);
});

test("a list file is one list at the file's root, translated, its entries' facts kept once", () => {
  const districts = form("site", "districts").fields;
  expect(districts).toHaveLength(1);
  expect(districts[0]).toMatchObject({ name: "districts", widget: "list", root: true, i18n: true });
  expect(field(districts, "districts.slug").i18n).toBe(false);
  expect(field(districts, "districts.windows")).toMatchObject({ i18n: false });
  expect(field(districts, "districts.windows").field).toMatchObject({
    pattern: [expect.any(String), "must look like 09:00-12:00"],
  });
  expect(field(districts, "districts.name").i18n).toBe(true);
});

test("an id among the copy (an allergen's key, a link) is chosen once and copied into every language", () => {
  const words = form("site", "allergen-words").fields;
  expect(field(form("site", "navigation").fields, "navigation.href").i18n).toBe("duplicate");
  expect(field(words, "allergen-words.slug")).toMatchObject({
    i18n: "duplicate",
    widget: "select",
    options: ALLERGENS.map((value) => ({ value, label: expect.any(String) })),
  });
  expect(field(words, "allergen-words.words")).toMatchObject({ i18n: true, required: true });
  expect(field(words, "allergen-words.words").hint).toBeTruthy();
});

test("fixed lists, patterns, pictures and list lengths come from the schemas", () => {
  // Each allergen chosen by its everyday name, stored by its key.
  expect(field(dishes.fields!, "allergens")).toMatchObject({
    widget: "select",
    multiple: true,
    options: ALLERGENS.map((value) => ({ value, label: expect.any(String) })),
  });
  expect((field(dishes.fields!, "allergens").options as { label: string }[])[0].label).toBe(
    ALLERGEN_CHOICES[ALLERGENS[0]].en,
  );
  expect(field(dishes.fields!, "image")).toMatchObject({ widget: "image" });
  expect(field(form("pages", "meal-plans").fields, "tabs")).toMatchObject({ min: 2, max: 2 });
  expect(field(form("pages", "home").fields, "hero.image").i18n).toBe(false);
  expect(field(form("pages", "home").fields, "hero.title").i18n).toBe(true);
});

test("a week's dishes are chosen by name from the dishes and stored by slug", () => {
  const relation = {
    widget: "relation",
    collection: "dishes",
    value_field: "slug",
    search_fields: ["name"],
    display_fields: ["name"],
  };
  expect(field(weeks.fields!, "days.lunch")).toMatchObject(relation);
  expect(field(weeks.fields!, "days.dinner")).toMatchObject(relation);
  expect(field(weeks.fields!, "kits")).toMatchObject({ ...relation, multiple: true });
  // What the relation stores and shows are fields of a dish.
  expect(field(dishes.fields!, "slug")).toBeDefined();
  expect(field(dishes.fields!, "name")).toBeDefined();
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
  if (def.type === "optional" || def.type === "default") return schemaPaths(def.innerType!, at);
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
    expect(uniqueSorted(fieldPaths(entryFields(file)))).toEqual(
      uniqueSorted(schemaPaths(dataFiles[file].schema)),
    );
  },
);

test("weeks: every schema field has an editor field and the other way round", () => {
  expect(uniqueSorted(fieldPaths(written(weeks.fields!)))).toEqual(
    uniqueSorted(schemaPaths(factFolders.weeks.schema)),
  );
});

test("a picture uploaded for a dish lands where the build's image pipeline reads it", () => {
  const picture = field(dishes.fields!, "image");
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

test("a picture already named in an entry is found by the editor, from any folder of data/", () => {
  // The editor resolves a stored "./images/x.jpg" with its collection's folders (not the
  // field's): every collection that holds a picture names the folder the field writes to.
  const picture = field(dishes.fields!, "image") as Record<string, string>;
  for (const name of ["dishes", "plans", "pages", "site"])
    expect(collection(name)).toMatchObject({
      media_folder: picture.media_folder,
      public_folder: picture.public_folder,
    });
});

/** Every text the owner reads in a configuration: collection, form and field labels, hints, choices. */
function shown(value: unknown, key = ""): string[] {
  if (typeof value === "string")
    return ["label", "hint", "label_singular", "option", "summary"].includes(key) ? [value] : [];
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
/** A summary's placeholders ("{{fields.name}}") are not read by the owner as such. */
const read = (t: string) => t.replace(/\{\{[^}]*\}\}/g, "");

describe.each(["en", "ru"] as const)("the forms in the %s interface", (lang) => {
  const own = cmsConfig(backend, calendar, lang);
  const texts = shown(own.collections).map(read);

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
  const all = cmsCollections(calendar) as unknown as Collection[];
  for (const c of all) for (const f of c.files ?? [c]) visit(f.fields!, f.name);
  expect(missing).toEqual([]);
  // The collections and the forms are named in both languages too.
  for (const c of all)
    for (const f of [c, ...(c.files ?? [])]) expect(f.label).toHaveProperty("ru");
});

test("a week's Monday is chosen from Mondays only, each named in words", () => {
  const monday = field(weeks.fields!, "monday");
  expect(monday.widget).toBe("select");
  const options = monday.options as { label: string; value: string }[];
  // Every published week's Monday and the one after the last are offered; no other weekday.
  for (const value of [...calendar.published, "2026-12-07"])
    expect(options.map((o) => o.value)).toContain(value);
  expect(options.every((o) => new Date(`${o.value}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
  expect(options.find((o) => o.value === "2026-11-30")?.label).toBe("Monday, 30 November 2026");
  const ru = cmsConfig(backend, calendar, "ru").collections as unknown as Collection[];
  expect(
    (
      field(collection("weeks", ru).fields!, "monday").options as { label: string; value: string }[]
    ).find((o) => o.value === "2026-11-30")?.label,
  ).toMatch(/^Понедельник, 30 ноября 2026/);
});

test("every language of the site is a locale of the editor, the first one the default", () => {
  expect(config.i18n.locales).toEqual([...LANGUAGE_CODES]);
  expect(config.i18n.default_locale).toBe(LANGUAGE_CODES[0]);
});

test("a list of entries in a form names one entry on its Add button and sums it up when collapsed", () => {
  const list = (file: string, name: string) => entryFields(file).find((f) => f.name === name)!;
  expect(list("plan-finder.json", "rules")).toMatchObject({
    label_singular: "Rule",
    summary: "{{fields.plan}}",
  });
  expect(list("first-delivery.json", "codes")).toMatchObject({
    label_singular: "Code",
    summary: "{{fields.code}} · {{fields.percentOff}}%",
  });
});

test("a plan is chosen by its family and name, since both families have a 4 Days plan", () => {
  const rules = entryFields("plan-finder.json").find((f) => f.name === "rules")!;
  expect(field(rules.fields as Field[], "plan")).toMatchObject({
    widget: "relation",
    collection: "plans",
    value_field: "slug",
    display_fields: ["{{subtitle}} · {{name}}"],
  });
});

test("every form opens with the site's checks, in the interface's language, never written", () => {
  const forms = collections.flatMap((c): { name: string; fields?: Field[] }[] => c.files ?? [c]);
  for (const f of forms) {
    const first = f.fields![0];
    if (first.root) continue; // A file kept as one list has room for nothing else.
    expect({ form: f.name, first: first.name, widget: first.widget }).toEqual({
      form: f.name,
      first: CHECK_FIELD,
      widget: "content-check",
    });
    expect(first).toMatchObject({ required: false, lang: "en" });
  }
  const ru = cmsConfig(backend, calendar, "ru").collections as unknown as Collection[];
  expect(collection("dishes", ru).fields![0]).toMatchObject({ lang: "ru" });
});

test("a promo code's last day is picked in a calendar, stored as the data writes it", () => {
  const codes = field(form("pages", "first-delivery").fields, "codes");
  expect(field(codes.fields as Field[], "validUntil")).toMatchObject({
    widget: "datetime",
    type: "date",
    format: "YYYY-MM-DD",
  });
});
