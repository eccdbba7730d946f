import type { Content } from "../../content/snapshot";
import { LANGUAGE_CODES, type Lang } from "../../../src/lib/languages";
import type { Thresholds } from "../../../src/catalog/diet";
import { pagesSnapshot, type PagesSnapshot } from "./pages-data";

/*
 * The site's content the preview draws around the entry being edited, as of this build: the
 * dishes a week serves, and the words of the cards (the badge, the period, units, allergens), and
 * what the pages show around their own texts (./pages-data.ts). Written to
 * admin/preview-data.json; the entry being edited always comes live from the editor.
 */

type Obj = Record<string, unknown>;

export type Snapshot = {
  currency: string;
  thresholds: Thresholds;
  facts: { plans: Obj[]; dishes: Obj[] };
  langs: Record<
    Lang,
    {
      ui: Obj;
      words: Obj;
      copy: { plans: Obj[]; dishes: Obj[] };
      /** The words that reveal an allergen in a dish's copy (data/allergen-words.json). */
      allergenWords?: Obj[];
    }
  >;
  pages: PagesSnapshot;
};

export function previewSnapshot(content: Content): Snapshot {
  const facts = (file: string) => content.facts<Obj[]>(file);
  const copy = (file: string, lang: Lang) => content.copy<Obj[]>(file, lang);
  const site = content.read<{ currency: string }>("site.json", "en");
  const page = content.facts<{ thresholds: Thresholds }>("menu-page.json");
  const langs = Object.fromEntries(
    LANGUAGE_CODES.map((lang) => [
      lang,
      {
        ui: content.read<Obj>("ui.json", lang),
        words: content.read<Obj>("menu-page.json", lang),
        copy: { plans: copy("plans.json", lang), dishes: copy("dishes.json", lang) },
        allergenWords: copy("allergen-words.json", lang),
      },
    ]),
  ) as Snapshot["langs"];
  return {
    currency: site.currency,
    thresholds: page.thresholds,
    facts: { plans: facts("plans.json"), dishes: facts("dishes.json") },
    langs,
    pages: pagesSnapshot(content),
  };
}
