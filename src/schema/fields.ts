import { z } from "zod";

/** A non-empty line of copy. */
export const text = z.string().trim().min(1, "must not be empty");
/** A link inside the site ("/meal-plans", "/#faq") or an absolute https URL. */
export const href = z
  .string()
  .regex(/^(\/[\w\-/#]*|https:\/\/\S+)$/, "must start with / or https://");
/**
 * A price in Armenian dram: a whole number from 1,000 to 500,000. The floor and the ceiling
 * stop a slip such as "12,500" typed into a number box, which keeps 500.
 */
export const amount = z
  .number()
  .int("a whole number of dram, digits only")
  .min(1000, "at least 1,000 ֏: type the whole price, digits only, e.g. 12500")
  .max(500000, "at most 500,000 ֏");
/**
 * The end of the hint of a text with words in curly braces ("{count} of {total} dishes"),
 * which the site fills in: the hint says what goes in their place, then this.
 */
export const KEEP_BRACES = {
  en: "keep the words in curly braces exactly as they are, braces included",
  ru: "слова в фигурных скобках оставьте как есть, вместе со скобками",
};
/** A picture in data/images, typed as a File node in GraphQL. */
export const image = z
  .string()
  .regex(/^\.\/images\/[\w-]+\.(jpg|jpeg|png|webp)$/, "must look like ./images/name.jpg")
  .meta({ graphql: "File" });
export const link = z.strictObject({
  name: text.meta({ label: { en: "Link text", ru: "Текст ссылки" } }),
  href: href.meta({
    label: { en: "Link address", ru: "Адрес ссылки" },
    hint: {
      en: "An address on this site such as /meal-plans, or a full address starting with https://",
      ru: "Адрес на этом сайте, например /meal-plans, или полный адрес, начинающийся с https://",
    },
  }),
});
export const titled = z.strictObject({
  title: text.meta({ label: { en: "Heading", ru: "Заголовок" } }),
  text: text.meta({ label: { en: "Text", ru: "Текст" } }),
});
/** A stable key of an entry ("ready-4", "monday"): joins its facts to its copy in every language. */
export const slug = z
  .string()
  .regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes");

/** A list of entries, each with its own slug. */
export function entries<T extends z.ZodObject<{ slug: typeof slug }>>(item: T) {
  return z
    .array(item)
    .min(1)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((entry, i) => {
        if (seen.has(entry.slug))
          ctx.addIssue({
            code: "custom",
            path: [i, "slug"],
            message: `duplicate slug "${entry.slug}"`,
          });
        seen.add(entry.slug);
      });
    });
}
