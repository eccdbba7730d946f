/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { factsOf as folderFactsOf, withEmptyLists } from "../empty-lists";
import { factsPart } from "../entry-parts";
import { loadContent } from "../loader";
import { copyOf, factsOf, readStored, type Stored } from "../stored";
import { dataFiles, factFolders } from "../../src/schema";
import type { Week } from "../../src/schema/menu";

/*
 * The editor writes no key for a list left empty. A file of src/schema gets its facts' lists
 * filled in as it is read (gatsby/stored.ts factsOf); a file of a folder of facts (data/weeks/)
 * as gatsby/empty-lists.ts knows it.
 */

const DATA = path.join(__dirname, "..", "..", "data");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8"));
type Entry = Record<string, unknown>;
/** `value` without `key`, as the editor writes an entry whose list was left empty. */
function without<T extends object>(value: T, key: keyof T) {
  const copy = { ...value };
  delete copy[key];
  return copy;
}
/** A file as kept in data/, with the first language's part of one entry changed. */
function withFirst(kept: Stored, i: number, change: (entry: Entry) => Entry): Stored {
  const first = [...(kept.parts.en as Entry[])];
  first[i] = change(first[i]);
  return { ...kept, parts: { ...kept.parts, en: first } };
}

test("a dish whose allergens its file leaves out has none; other facts stay as written", () => {
  const spec = dataFiles["dishes.json"];
  const kept = readStored(DATA, "dishes.json");
  const written = factsOf(kept, spec) as Entry[];
  const i = written.findIndex((d) => (d.allergens as string[]).length > 0);
  const bare = withFirst(kept, i, (entry) => without(entry, "allergens"));
  const facts = factsOf(bare, spec) as Entry[];
  expect(facts[i]).toEqual({ ...written[i], allergens: [] });
  expect(facts.filter((_, j) => j !== i)).toEqual(written.filter((_, j) => j !== i));
});

test("lists of copy are never added, neither to the facts nor to a language's copy", () => {
  const spec = dataFiles["plans.json"];
  const kept = readStored(DATA, "plans.json");
  const facts = factsOf(kept, spec) as Entry[];
  expect(facts.every((p) => p.features === undefined)).toBe(true);
  // A plan whose English copy has no features is read without them.
  const bare = withFirst(kept, 0, (entry) => without(entry, "features"));
  expect((copyOf(bare, spec, "en") as Entry[])[0].features).toBeUndefined();
  // A fact deeper in a file of copy (home.json's hero picture): its copy lists stay out too.
  const home = readStored(DATA, "home.json");
  const homeSpec = dataFiles["home.json"];
  expect(factsOf(home, homeSpec)).toEqual(factsPart(home.parts.en, homeSpec.facts!));
});

test("a week without kits has none; a week without days still fails its minimum", () => {
  const { schema } = folderFactsOf(path.join(DATA, "weeks", "2026-11-23.json"))!;
  expect(schema).toBe(factFolders.weeks.schema);
  const week = read("weeks/2026-11-23.json") as Week;
  expect(withEmptyLists(schema, without(week, "kits"))).toEqual({ ...week, kits: [] });
  expect(schema.safeParse(withEmptyLists(schema, without(week, "days"))).success).toBe(false);
});

test("copy-only files, and files outside the folders of facts, are read as they are", () => {
  // A dish's file is an entry of a file of src/schema, not a file of a folder of facts.
  expect(folderFactsOf(path.join(DATA, "dishes", "tolma.json"))).toBeUndefined();
  expect(folderFactsOf(path.join(DATA, "faq.json"))).toBeUndefined();
  expect(folderFactsOf(path.join(DATA, "images", "tolma.jpg"))).toBeUndefined();
  const spec = dataFiles["faq.json"];
  expect(spec.facts).toBeUndefined();
  const faq = readStored(DATA, "faq.json");
  expect(factsOf(faq, spec)).toBeUndefined();
  for (const lang of ["en", "hy", "ru"]) expect(copyOf(faq, spec, lang)).toBe(faq.parts[lang]);
});

test("data/ as the editor saves it, a dish's empty allergens left out, loads with none", () => {
  // data/ is kept as the editor writes it: a dish with no allergens has no such key.
  const folder = path.join(DATA, "dishes");
  const none = fs
    .readdirSync(folder)
    .map((name) => JSON.parse(fs.readFileSync(path.join(folder, name), "utf8")).en as Entry)
    .find((d) => d.allergens === undefined);
  expect(none).toBeDefined();
  const dishes = loadContent(DATA).read<{ slug: string; allergens: string[] }[]>(
    "dishes.json",
    "en",
  );
  expect(dishes.find((d) => d.slug === none!.slug)!.allergens).toEqual([]);
});
