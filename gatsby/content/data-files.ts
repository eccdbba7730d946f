import { menuFiles } from "../menu/files";
import { finderFiles } from "../finder/files";
import { deliveryFiles } from "../delivery/files";
import { subscriptionFiles } from "../subscription/files";
import { siteFiles } from "./site-files";
import { pageFiles } from "./page-files";
import type { DataFile } from "./data-file";
import { factPaths } from "../../src/schema/facts";
import { PAGE_NAMES } from "../../src/bodies/names";

export type { Words } from "../../src/schema/words";
export type { DataFile } from "./data-file";
export { factFolders, folderValue } from "./fact-folders";

const PAGES: readonly string[] = PAGE_NAMES.map((name) => `${name}.json`);

/**
 * A declaration with its facts, as its schema marks them; a page drawn by a body is among the
 * editor's Pages, as src/bodies/names.ts lists it.
 */
function completed(file: string, spec: DataFile): DataFile {
  const facts = factPaths(spec.schema);
  const page = spec.page || PAGES.includes(file);
  return { ...spec, ...(page && { page }), ...(facts.length > 0 && { facts }) };
}

/** Every file of content and its declaration, each as written (for the fixtures' types). */
const declaredFiles = {
  ...siteFiles,
  ...pageFiles,
  ...menuFiles,
  ...finderFiles,
  ...deliveryFiles,
  ...subscriptionFiles,
};
export type DeclaredFiles = typeof declaredFiles;

/** Every file of content and the schema it must satisfy. A file not listed here fails the build. */
export const dataFiles: Record<string, DataFile> = Object.fromEntries(
  Object.entries(declaredFiles).map(([file, spec]) => [file, completed(file, spec)]),
);

/** "meal-plans.json" -> "MealPlansJson": the GraphQL type gatsby-transformer-json is told to use. */
export function typeNameFor(fileName: string): string {
  const base = fileName.replace(/\.json$/, "");
  return base.replace(/(^|[-_])(\w)/g, (_m, _sep, c: string) => c.toUpperCase()) + "Json";
}
