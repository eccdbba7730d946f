import type { ZodType } from "zod";
import { week } from "../../src/menu/schema/index";
import { menuFiles } from "../menu/files";
import { finderFiles } from "../finder/files";
import { deliveryFiles } from "../delivery/files";
import { subscriptionFiles } from "../subscription/files";
import { siteFiles } from "./site-files";
import type { DataFile } from "./data-file";
import { factPaths } from "../../src/schema/facts";
import type { Words } from "../../src/schema/words";

export type { Words } from "../../src/schema/words";
export type { DataFile } from "./data-file";

/** A declaration with its facts, as its schema marks them. */
function withFacts(spec: DataFile): DataFile {
  const facts = factPaths(spec.schema);
  return facts.length > 0 ? { ...spec, facts } : spec;
}

/** Every file of content and its declaration, each as written (for the fixtures' types). */
const declaredFiles = {
  ...siteFiles,
  ...menuFiles,
  ...finderFiles,
  ...deliveryFiles,
  ...subscriptionFiles,
};
export type DeclaredFiles = typeof declaredFiles;

/** Every file of content and the schema it must satisfy. A file not listed here fails the build. */
export const dataFiles: Record<string, DataFile> = Object.fromEntries(
  Object.entries(declaredFiles).map(([file, spec]) => [file, withFacts(spec)]),
);

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

/** "meal-plans.json" -> "MealPlansJson": the GraphQL type gatsby-transformer-json is told to use. */
export function typeNameFor(fileName: string): string {
  const base = fileName.replace(/\.json$/, "");
  return base.replace(/(^|[-_])(\w)/g, (_m, _sep, c: string) => c.toUpperCase()) + "Json";
}
