import fs from "node:fs";
import path from "node:path";
import type { Week } from "../../src/menu/schema/index";
import { addDays } from "../../src/catalog/week";
import { root } from "../support/content";
import { readData } from "./copy";
import { cmsCollections, inLanguage } from "../../gatsby/cms/config";
import type { Field } from "../../gatsby/cms/fields";
import { mondayChoices } from "../../gatsby/cms/mondays";

/*
 * What the editor's tests change, taken from data/: the 4-day plan's price, an Armenian
 * headline, a new week made from the last one with another ready dish at lunch, and a
 * dish's picture. Each file of data/ keeps a part per language ({"en": ..., "hy": ...}), its
 * facts in the English part; dishes and plans are one file each (data/dishes/tolma.json).
 */

export const facts = readData(root);

/** One language's part of a file of data/ ("data/home.json", "hy"). */
export const partOf = <T>(data: Record<string, unknown>, file: string, lang = "en") =>
  (data[file] as Record<string, T>)[lang];

type Plan = { slug: string; name: string; subtitle: string; price: number };
type Dish = { slug: string; kind: string; name: string; alt: string; image: string };

/** The entries of a folder of data/ kept one file per entry (dishes, plans), in English. */
export const entriesOf = <T>(data: Record<string, unknown>, folder: string) =>
  Object.keys(data)
    .filter((f) => f.startsWith(`data/${folder}/`))
    .sort()
    .map((f) => partOf<T>(data, f));

/** The 4-day plan of ready meals: the popular one, whose card the preview draws. */
export const four = partOf<Plan>(facts, "data/plans/ready-4.json");
/**
 * The plan whose price the owner raises: the 3-day plan of ready meals. Not the 4-day one: the
 * 5-day plan's text says it costs the same a week, so raising the 4-day price alone is refused.
 */
export const raisedFile = "data/plans/ready-3.json";
export const raised = partOf<Plan>(facts, raisedFile);
export const newPrice = raised.price + 1000;
export const hyHome = partOf<{ hero: { title: string }; gallery: { title: string } }>(
  facts,
  "data/home.json",
  "hy",
);
// Another Armenian headline of the page: the build checks Armenian punctuation in each one.
export const newTitle = hyHome.gallery.title;
export const lastWeek = Object.entries(facts)
  .filter(([f]) => f.startsWith("data/weeks/"))
  .map(([, w]) => w as Week)
  .sort((a, b) => (a.monday < b.monday ? -1 : 1))
  .at(-1)!;
export const newMonday = addDays(lastWeek.monday, 7);
const dishes = entriesOf<Dish>(facts, "dishes");
/** A ready dish the last week does not serve: the one swapped in, by its English name. */
export const newLunch = dishes.filter(
  (d) => d.kind === "ready" && !lastWeek.days.some((day) => day.lunch === d.slug),
)[0];
export const currency = partOf<{ currency: string }>(facts, "data/site.json").currency;
/** The first dish of the catalogue gets a new picture, uploaded as a camera names its files. */
export const pictured = dishes[0];
export const upload = {
  name: "New Dish.jpg",
  /** As the build's image check takes it: lower-case, dashes. */
  saved: "new-dish.jpg",
  // Another dish's picture, so that the upload is a real photo-sized JPEG.
  bytes: fs.readFileSync(path.join(root, "data", dishes[1].image)),
};

type Form = { name: string; label?: string; fields: Field[]; files?: Form[] };
const collections = cmsCollections({ published: [lastWeek.monday], today: lastWeek.monday });
const forms = {
  en: inLanguage(collections, "en") as unknown as Form[],
  ru: inLanguage(collections, "ru") as unknown as Form[],
};

/**
 * A field's label in the forms (English unless `lang` says), as a pattern for its accessible
 * name (the editor may add "Required" after it): a file of a files collection,
 * `labelOf("pages", "home", "hero.title")`; an entry of a folder collection, which has no
 * file: `labelOf("plans", undefined, "price")`.
 */
export function labelOf(
  collection: string,
  file: string | undefined,
  dotted: string,
  lang: keyof typeof forms = "en",
): RegExp {
  const c = forms[lang].find((f) => f.name === collection);
  if (!c) throw new Error(`no collection ${collection}`);
  if (Boolean(file) !== Boolean(c.files))
    throw new Error(`${collection}: name a file of a files collection, none of a folder`);
  let fields = (file ? c.files!.find((f) => f.name === file)! : c).fields;
  let found: Field | undefined;
  for (const name of dotted.split(".")) {
    found = fields.find((f) => f.name === name);
    if (!found) throw new Error(`no field ${dotted} in ${collection}/${file ?? ""}`);
    fields = (found.fields as Field[]) ?? [];
  }
  return new RegExp(`^${String(found!.label).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
}

/** A file's name in its collection's list, in English: `fileLabel("pages", "impressum")`. */
export function fileLabel(collection: string, file: string): string {
  const label = forms.en
    .find((f) => f.name === collection)
    ?.files?.find((f) => f.name === file)?.label;
  if (!label) throw new Error(`no file ${file} in ${collection}`);
  return label;
}

/** The label of a choice of Mondays in the English forms ("Monday, 28 December 2026"). */
export const mondayLabel = (monday: string) =>
  mondayChoices([monday], monday).find((c) => c.value === monday)!.label.en;
