import type { ZodType } from "zod";
import { week } from "../../src/menu/schema/index";
import type { Words } from "../../src/schema/words";

/**
 * Folders of data/ that hold facts only, one file per entry, each with the schema it must
 * satisfy: data/weeks/2026-11-23.json is the menu of the week starting that Monday.
 */
export const factFolders: Record<
  string,
  {
    schema: ZodType;
    fileName: RegExp;
    /** The field that tells its files apart (a week's Monday, its file's name). */
    key: string;
    label: Words;
    /** One entry's name ("Week"), for the editor's buttons. */
    one: Words;
  }
> = {
  weeks: {
    schema: week,
    fileName: /^\d{4}-\d{2}-\d{2}\.json$/,
    key: "monday",
    label: { en: "Weekly menus", ru: "Меню по неделям" },
    one: { en: "Week", ru: "Неделя" },
  },
};

/**
 * A file of a folder of facts (data/weeks/2026-11-23.json) as its schema reads it, a list the
 * editor left out read as the schema's default (an empty one); as written when it is broken
 * (the data check reports it).
 */
export function folderValue(folder: string, raw: unknown): unknown {
  const parsed = factFolders[folder]?.schema.safeParse(raw);
  return parsed?.success ? parsed.data : raw;
}
