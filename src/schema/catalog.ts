import { z } from "zod";
import { amount, image, text } from "./fields";

const plan = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes"),
  family: z.enum(["ready", "diy", "single"]),
  name: text,
  subtitle: text,
  price: amount,
  /** A key; the text shown for it is in ui.json (plans.period). */
  period: z.enum(["week", "once"]),
  popular: z.boolean(),
  description: text,
  features: z.array(text).min(1),
  cta: text,
});

export const plans = z
  .array(plan)
  .min(1)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((p, i) => {
      if (seen.has(p.slug))
        ctx.addIssue({ code: "custom", path: [i, "slug"], message: `duplicate slug "${p.slug}"` });
      seen.add(p.slug);
    });
  });

export const menu = z
  .array(
    z.strictObject({
      day: text,
      meal: text,
      calories: z.number().int().positive(),
      protein: z.string().regex(/^\d+g$/, 'must look like "42g"'),
      description: text,
    }),
  )
  .min(1);

export const testimonials = z
  .array(
    z.strictObject({
      name: text,
      role: text,
      content: text,
      rating: z.number().int().min(1).max(5),
      emoji: text,
    }),
  )
  .min(1);

export const faq = z.array(z.strictObject({ question: text, answer: text })).min(1);
export const steps = z.array(z.strictObject({ title: text, text })).min(1);
export const meals = z
  .array(z.strictObject({ name: text, caption: text, alt: text, image }))
  .min(1);
