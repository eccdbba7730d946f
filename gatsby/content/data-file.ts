import type { ZodType } from "zod";
import type { Words } from "../../src/schema/words";
import type { Lang } from "../../src/lib/languages";
import type { IsoDate } from "../../src/catalog/week";

/*
 * A kind of content, declared once: everything the build, the editor and the tests know about
 * one file of data/ (or one list kept a file per entry) is here or in its schema, never in a
 * list of file names elsewhere. Its schema lives in src/ (pages and the editor's preview read
 * its types); what only the build runs (the texts it writes out, its checks) is declared here.
 */

/** Another file of data/, read in the language being written out (./snapshot.ts). */
export type Reader = {
  lang: Lang;
  /** A file in this language as pages read it: facts and copy joined, texts written out. */
  read(file: string): unknown;
  /** A file's facts, as its schema reads them. */
  facts(file: string): unknown;
  /** A file's copy in this language, typeset. */
  copy(file: string): unknown;
};

/** What a check of one file against others is handed (./check.ts). */
export type Checked = {
  /** The folder the problems are told in ("data"). */
  label: string;
  langs: readonly string[];
  /** The files of content that are checked, and their declarations. */
  files: Record<string, DataFile>;
  /** A file's facts as kept ("plans.json"). */
  facts(file: string): unknown;
  /**
   * A file as the build reads it, by the name the checks give it: its facts
   * ("data/plans.json") or a language's copy ("data/hy/dishes.json").
   */
  read(where: string): unknown;
  /** The files of a folder of facts (data/weeks/), each as kept, or what is wrong with it. */
  folder(name: string): readonly { name: string; value?: unknown; problem?: string }[];
  /** The problems found so far (a check may wait for a file it reads to be sound). */
  found(): readonly string[];
  /** The date in Yerevan the coming week is counted from (the build's, by default). */
  today?: IsoDate;
  /** Where a warning goes: it does not stop the build. */
  warn?: (message: string) => void;
};

/** A file of data/: its schema, its name in the editor, what the build adds and checks. */
export type DataFile = {
  /** The file's name in the editor, in the owner's words. */
  label: Words;
  /** The file's content in one language: its copy and its facts put together. */
  schema: ZodType;
  /** Its name in the tests' fixtures: `content(lang).plans` (jest/fixtures.ts). */
  fixture: string;
  /**
   * The fields that do not depend on language ("price", "address.postalCode"), from the file
   * or from each entry of a list. The file keeps a part per language ({"en": ..., "hy": ...});
   * the facts are written once, in the first language's part; the rest is each language's copy.
   * Read from the schema, where each is marked `.meta({ fact: true })` (src/schema/facts.ts):
   * the registry (./data-files.ts) fills it in, never a declaration.
   */
  facts?: readonly string[];
  /** What pages read, when the build adds texts of its own (prices written out...). */
  shown?: ZodType;
  /**
   * The texts the build writes out for a language (prices, days, a dish's diet marks), so
   * that the browser never formats: the file as its schema reads it in, as `shown` says out.
   */
  derive?: (value: unknown, other: Reader) => unknown;
  /**
   * What the schema cannot say. `eachLanguage`: on the file's content (facts and copy) in one
   * language, `valid` when its schema passes; `acrossFiles`: against other files, once every
   * file has been read and checked alone. Each problem names the file and the field.
   */
  checks?: {
    eachLanguage?: (
      content: unknown,
      at: { lang: Lang; where: string; valid: boolean },
    ) => string[];
    acrossFiles?: (data: Checked, file: string) => string[];
  };
  /**
   * In the editor's Pages (a page's own texts), not among what the whole site shares. A page
   * drawn by a body (src/bodies/names.ts) is, without saying so here.
   */
  page?: boolean;
  /**
   * A list kept one file per entry, so that each entry is one form in the editor: the folder
   * is named after the file (data/dishes/), each entry's file after its slug (tolma.json).
   * `order` gives the site's order of the entries; without it they follow their file names.
   */
  perEntry?: {
    /** One entry's name ("Dish"), for the editor's buttons. */
    one: Words;
    order?: (a: Record<string, unknown>, b: Record<string, unknown>) => number;
    /**
     * The entry's key is never typed: a new entry's file is named after its English name, and
     * the key written in it is that name (the editor's preSave hook, gatsby/cms/checks/entry.ts).
     */
    keyedByName?: boolean;
    /** How the editor lists an entry ("{{fields.name}}"); by its slug otherwise. */
    summary?: string | Words;
    /** The field the editor's list is sorted by; the slug otherwise. */
    sortedBy?: string;
    /** The fields that name an entry where another file chooses it; its name otherwise. */
    chosenBy?: readonly string[];
  };
};

/**
 * A feature's files of data/, each as written: the fixture's name and the schemas keep their
 * exact types, from which the tests' fixtures are typed (jest/fixtures.ts).
 */
export function declared<T extends Record<string, DataFile & { fixture: F }>, F extends string>(
  files: T,
): T {
  return files;
}
