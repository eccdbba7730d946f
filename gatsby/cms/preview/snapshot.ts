import path from "node:path";
import { loadFile, readJson } from "../../content";
import { DATA_DIR } from "../../paths";
import { LANGUAGE_CODES, type Lang } from "../../../src/lib/languages";
import type { Thresholds } from "../../../src/lib/diet";

/*
 * The site's content the preview draws around the entry being edited, as of this build: the
 * other side of a plan or dish (its facts while its copy is edited, and the other way round)
 * and the words of the cards (the badge, the period, units, allergens). Written to
 * admin/preview-data.json; the entry being edited always comes live from the editor.
 */

type Obj = Record<string, unknown>;

export type Snapshot = {
  currency: string;
  thresholds: Thresholds;
  facts: { plans: Obj[]; dishes: Obj[] };
  langs: Record<Lang, { ui: Obj; words: Obj; copy: { plans: Obj[]; dishes: Obj[] } }>;
};

export function previewSnapshot(dir: string = DATA_DIR): Snapshot {
  const read = (file: string) => readJson(path.join(dir, file)) as Obj[];
  const site = loadFile("site.json", "en", dir) as { currency: string };
  const page = readJson(path.join(dir, "menu-page.json")) as { thresholds: Thresholds };
  const langs = Object.fromEntries(
    LANGUAGE_CODES.map((lang) => [
      lang,
      {
        ui: loadFile("ui.json", lang, dir) as Obj,
        words: loadFile("menu-page.json", lang, dir) as Obj,
        copy: { plans: read(`${lang}/plans.json`), dishes: read(`${lang}/dishes.json`) },
      },
    ]),
  ) as Snapshot["langs"];
  return {
    currency: site.currency,
    thresholds: page.thresholds,
    facts: { plans: read("plans.json"), dishes: read("dishes.json") },
    langs,
  };
}
