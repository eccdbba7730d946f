import { z } from "zod";
import { LINK_HINT } from "./words";

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
/** A picture in data/images, typed as a File node in GraphQL. */
export const image = z
  .string()
  .regex(/^\.\/images\/[\w-]+\.(jpg|jpeg|png|webp)$/, "must look like ./images/name.jpg")
  .meta({ graphql: "File" });
export const link = z.strictObject({
  name: text.meta({ label: { en: "Link text", ru: "Текст ссылки" } }),
  href: href.meta({
    label: { en: "Link address", ru: "Адрес ссылки" },
    hint: LINK_HINT,
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

/** A date as the week files and their names write it: 2026-11-23. */
export const isoDate = z.string().superRefine((d, ctx) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d))
    ctx.addIssue({ code: "custom", message: "must look like 2026-11-23" });
  else if (
    Number.isNaN(Date.parse(`${d}T00:00:00Z`)) ||
    !new Date(`${d}T00:00:00Z`).toISOString().startsWith(d)
  )
    ctx.addIssue({ code: "custom", message: `${d} is not a date` });
});
