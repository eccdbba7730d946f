import fs from "node:fs";
import path from "node:path";
import type { Week } from "../../src/schema/menu";
import { addDays } from "../../src/lib/menu-week";
import { root } from "../support/content";
import { readData } from "./copy";
import { cmsCollections, inLanguage } from "../../gatsby/cms/config";
import type { Field } from "../../gatsby/cms/fields";
import { mondayChoices } from "../../gatsby/cms/mondays";

/*
 * What the editor's tests change, taken from data/: the 4-day plan's price, an Armenian
 * headline, a new week made from the last one with another ready dish at lunch, and a
 * dish's picture.
 */

export const facts = readData(root);
export const plans = facts["data/plans.json"] as { slug: string; price: number }[];
export const four = plans.findIndex((p) => p.slug === "ready-4");
export const newPrice = plans[four].price + 1000;
export const hyHome = facts["data/hy/home.json"] as {
  hero: { title: string };
  gallery: { title: string };
};
// Another Armenian headline of the page: the build checks Armenian punctuation in each one.
export const newTitle = hyHome.gallery.title;
export const lastWeek = Object.entries(facts)
  .filter(([f]) => f.startsWith("data/weeks/"))
  .map(([, w]) => w as Week)
  .sort((a, b) => (a.monday < b.monday ? -1 : 1))
  .at(-1)!;
export const newMonday = addDays(lastWeek.monday, 7);
/** A ready dish the last week does not serve: the one swapped in, by its English name. */
export const newLunch = (facts["data/dishes.json"] as { slug: string; kind: string }[])
  .filter((d) => d.kind === "ready" && !lastWeek.days.some((day) => day.lunch === d.slug))
  .map((d) =>
    (facts["data/en/dishes.json"] as { slug: string; name: string }[]).find(
      (c) => c.slug === d.slug,
    )!,
  )[0];
export const currency = (facts["data/site.json"] as { currency: string }).currency;
/** The first dish of the catalogue gets a new picture, uploaded as a camera names its files. */
const firstDish = (facts["data/dishes.json"] as { slug: string }[])[0].slug;
export const pictured = (facts["data/en/dishes.json"] as { slug: string; alt: string }[]).find(
  (d) => d.slug === firstDish,
)!;
export const upload = {
  name: "New Dish.jpg",
  /** As the build's image check takes it: lower-case, dashes. */
  saved: "new-dish.jpg",
  // Another dish's picture, so that the upload is a real photo-sized JPEG.
  bytes: fs.readFileSync(
    path.join(root, "data", (facts["data/dishes.json"] as { image: string }[])[1].image),
  ),
};

type Form = { name: string; fields: Field[]; files?: Form[] };
const collections = cmsCollections({ published: [lastWeek.monday], today: lastWeek.monday });
const forms = {
  en: inLanguage(collections, "en") as unknown as Form[],
  ru: inLanguage(collections, "ru") as unknown as Form[],
};

/**
 * A field's label in the forms (English unless `lang` says), as a pattern for its accessible name (the editor
 * may add "Required" after it): `labelOf("facts", "plans", "plans.price")`; a folder
 * collection without files: `labelOf("weeks", undefined, "days.lunch")`.
 */
export function labelOf(
  collection: string,
  file: string | undefined,
  dotted: string,
  lang: keyof typeof forms = "en",
): RegExp {
  const c = forms[lang].find((f) => f.name === collection)!;
  let fields = (file ? c.files!.find((f) => f.name === file)! : c).fields;
  let found: Field | undefined;
  for (const name of dotted.split(".")) {
    found = fields.find((f) => f.name === name);
    if (!found) throw new Error(`no field ${dotted} in ${collection}/${file}`);
    fields = (found.fields as Field[]) ?? [];
  }
  return new RegExp(`^${String(found!.label).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
}

/** The label of a choice of Mondays in the English forms ("Monday, 28 December 2026"). */
export const mondayLabel = (monday: string) =>
  mondayChoices([monday], monday).find((c) => c.value === monday)!.label.en;
