import fs from "node:fs";
import path from "node:path";
import type { Week } from "../../src/schema/menu";
import { addDays } from "../../src/lib/menu-week";
import { root } from "../support/content";
import { readData } from "./copy";

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
