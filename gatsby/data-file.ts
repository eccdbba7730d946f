import type { ZodType } from "zod";
import type { Words } from "../src/schema/words";

/** A file of data/: its name in the editor, its schema, its facts. */
export type DataFile = {
  /** The file's name in the editor, in the owner's words. */
  label: Words;
  /** The file's content in one language: its copy and its facts put together. */
  schema: ZodType;
  /**
   * The fields that do not depend on language ("price", "address.postalCode"), from the file
   * or from each entry of a list. The file keeps a part per language ({"en": ..., "hy": ...});
   * the facts are written once, in the first language's part; the rest is each language's copy.
   * Read from the schema, where each is marked `.meta({ fact: true })` (./facts.ts): the
   * registry (./data-files.ts) fills it in, never a declaration.
   */
  facts?: readonly string[];
  /** What pages read, when the build adds texts of its own (prices written out...). */
  shown?: ZodType;
  /**
   * A list kept one file per entry, so that each entry is one form in the editor: the folder
   * is named after the file (data/dishes/), each entry's file after its slug (tolma.json).
   * `order` gives the site's order of the entries; without it they follow their file names.
   */
  perEntry?: {
    /** One entry's name ("Dish"), for the editor's buttons. */
    one: Words;
    order?: (a: Record<string, unknown>, b: Record<string, unknown>) => number;
  };
};
