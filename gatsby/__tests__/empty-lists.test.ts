/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { factsOf, withEmptyLists } from "../empty-lists";
import { loadContent } from "../loader";
import { dataFiles, factFolders } from "../../src/schema";
import type { Week } from "../../src/schema/menu";

const DATA = path.join(__dirname, "..", "..", "data");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8"));
/** `value` without `key`, as the editor writes an entry whose list was left empty. */
function without<T extends object>(value: T, key: keyof T) {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

test("a dish whose allergens the file leaves out has none; other facts stay as written", () => {
  const { schema, facts } = factsOf(path.join(DATA, "dishes.json"))!;
  const dishes = read("dishes.json") as Record<string, unknown>[];
  const bare = without(dishes[0], "allergens");
  const [first, second] = withEmptyLists(schema, [bare, dishes[1]], facts) as typeof dishes;
  expect(first).toEqual({ ...bare, allergens: [] });
  expect(second).toEqual(dishes[1]);
});

test("lists of copy are never added to a file of facts", () => {
  const plans = read("plans.json") as { features?: unknown }[];
  const { schema, facts } = factsOf(path.join(DATA, "plans.json"))!;
  const filled = withEmptyLists(schema, plans, facts) as typeof plans;
  expect(filled.every((p) => p.features === undefined)).toBe(true);
  // A fact deeper in a file of copy (home.json's hero picture): its copy lists stay out too.
  const home = factsOf(path.join(DATA, "home.json"))!;
  expect(withEmptyLists(home.schema, read("home.json"), home.facts)).toEqual(read("home.json"));
});

test("a week without kits has none; a week without days still fails its minimum", () => {
  const { schema } = factsOf(path.join(DATA, "weeks", "2026-11-23.json"))!;
  expect(schema).toBe(factFolders.weeks.schema);
  const week = read("weeks/2026-11-23.json") as Week;
  expect(withEmptyLists(schema, without(week, "kits"))).toEqual({ ...week, kits: [] });
  expect(schema.safeParse(withEmptyLists(schema, without(week, "days"))).success).toBe(false);
});

test("copy files and files outside the schemas are read as they are", () => {
  expect(factsOf(path.join(DATA, "hy", "dishes.json"))).toBeUndefined();
  expect(factsOf(path.join(DATA, "images", "tolma.jpg"))).toBeUndefined();
  expect(dataFiles["faq.json"].facts).toBeUndefined();
  expect(factsOf(path.join(DATA, "faq.json"))).toBeUndefined();
});

test("data/ as the editor saves it, a dish's empty allergens left out, loads with none", () => {
  // data/ is kept as the editor writes it: a dish with no allergens has no such key.
  const dishes = JSON.parse(fs.readFileSync(path.join(DATA, "dishes.json"), "utf8")) as {
    allergens?: string[];
  }[];
  const none = dishes.findIndex((d) => d.allergens === undefined);
  expect(none).toBeGreaterThanOrEqual(0);
  const content = loadContent(DATA);
  expect(content.read<{ allergens: string[] }[]>("dishes.json", "en")[none].allergens).toEqual([]);
});
