import { slug } from "../fields";
import type { Words } from "../words";

/*
 * What the catalogue's lists share: the hint of an entry's key, and a dish chosen from the
 * catalogue by its slug.
 */

/** The hint of an entry's key, which joins its texts in every language to its facts. */
export const keyHint = (where: Words): Words => ({
  en: `${where.en}: lower-case latin letters, digits and dashes; do not change once published`,
  ru: `${where.ru}: строчные латинские буквы, цифры и дефисы; после публикации не меняйте`,
});

/** A dish of the catalogue, by its slug: its name, figures and description are read from there. */
export const dishRef = slug.meta({ ref: "dishes.json", label: { en: "Dish", ru: "Блюдо" } });
