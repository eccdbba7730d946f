import { dataFiles } from "../../content/data-files";
import { LANGUAGE_CODES, type Lang } from "../../../src/lib/languages";
import type { Content } from "../../content/snapshot";
import { PAGE_NAMES, type PageName } from "../../../src/bodies/names";

/*
 * What a page's preview draws around the page's own texts, as of this build (the part of
 * admin/preview-data.json the pages' previews read): in each language, the lists the pages show
 * (reviews, questions, steps, meal photos, the sample menu, districts), the site's contacts and
 * the forms' shared words, as pages read them; and which fields of each page are facts, written
 * only in the English part. The page's own texts always come live from the editor.
 */

type Obj = Record<string, unknown>;

/** The lists and words around the pages, in one language. */
export type PageLists = {
  site: Obj;
  leads: Obj;
  paying: Obj;
  meals: Obj[];
  steps: Obj[];
  testimonials: Obj[];
  faq: Obj[];
  menu: Obj[];
  districts: Obj[];
};

export type PagesSnapshot = {
  facts: Record<PageName, readonly string[]>;
  langs: Record<Lang, PageLists>;
};

const LISTS = ["meals", "steps", "testimonials", "faq", "menu", "districts"] as const;

export function pagesSnapshot(content: Content): PagesSnapshot {
  const facts = Object.fromEntries(
    PAGE_NAMES.map((name) => [name, dataFiles[`${name}.json`].facts ?? []]),
  ) as PagesSnapshot["facts"];
  const langs = Object.fromEntries(
    LANGUAGE_CODES.map((lang) => {
      const read = (file: string) => content.read(`${file}.json`, lang);
      const lists = Object.fromEntries(LISTS.map((file) => [file, read(file)]));
      return [lang, { site: read("site"), leads: read("leads"), paying: read("paying"), ...lists }];
    }),
  ) as PagesSnapshot["langs"];
  return { facts, langs };
}
