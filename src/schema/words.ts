import type { z } from "zod";

/*
 * The words the content editor shows for the schemas' fields, in the owner's words and in each
 * language of the editor's interface: what a field may say through `.meta()` (read by
 * gatsby/cms/fields.ts), and the texts and helpers that more than one schema file shares.
 */

/** A text of the editor's interface in its two languages. */
export type Words = { en: string; ru: string };

/** What the editor shows for one field: its label, a hint, the label of each choice of a list. */
export type FieldWords = { label: Words; hint?: Words; choices?: Record<string, Words> };

/**
 * An object shared with other files (`titled`, `link`, the forms), its keys labelled as this
 * file uses them: the same keys and checks, each key with its words for the editor (added to
 * any it had).
 */
export function labelled<S extends z.core.$ZodLooseShape, C extends z.core.$ZodObjectConfig>(
  schema: z.ZodObject<S, C>,
  shown: { [K in keyof S]: FieldWords },
): z.ZodObject<S, C> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      (field as z.ZodType).meta(shown[key]),
    ]),
  );
  return schema.extend(shape) as unknown as z.ZodObject<S, C>;
}

/*
 * A text with words in curly braces ("{count} of {total} dishes") is filled in by the site, and
 * its hint ends by asking to keep them. The hints of the pages' texts say it briefly, after a
 * semicolon (`placeholders`); the other files' hints say it in full after a colon (KEEP_BRACES).
 */

/**
 * The end of the hint of a text with words in curly braces, which the site fills in: the hint
 * says what goes in their place, then this.
 */
export const KEEP_BRACES = {
  en: "keep the words in curly braces exactly as they are, braces included",
  ru: "слова в фигурных скобках оставьте как есть, вместе со скобками",
};

const BRACES: Words = { en: "keep the braces as they are", ru: "фигурные скобки не трогайте" };
/** A hint for a text with placeholders: what each becomes, then to keep the braces. */
export const placeholders = (en: string, ru: string): Words => ({
  en: `${en}; ${BRACES.en}`,
  ru: `${ru}; ${BRACES.ru}`,
});

/** A text that is never on screen: screen readers read it aloud to visitors who cannot see. */
export const UNSEEN: Words = {
  en: "Not shown on screen: a screen reader reads it aloud to visitors who cannot see",
  ru: "На экране не видно: это зачитывает вслух программа для незрячих посетителей",
};

/** Where a link may lead, as the editor explains it. */
export const LINK_HINT: Words = {
  en: "An address on this site such as /meal-plans, or a full address starting with https://",
  ru: "Адрес на этом сайте, например /meal-plans, или полный адрес, начинающийся с https://",
};
