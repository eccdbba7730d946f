import { z } from "zod";
import { formatDays } from "../lib/format";
import { amount, entries, href, image, slug, text } from "./fields";

const plan = z.strictObject({
  slug,
  family: z.enum(["ready", "diy", "single"]),
  name: text,
  subtitle: text,
  price: amount.meta({ title: "Price (dram)" }),
  /** A key; the text shown for it is in ui.json (plans.period). */
  period: z.enum(["week", "once"]),
  /** Delivery days a week of a weekly plan: its price per day is the price divided by them. */
  days: z.number().int().min(1).max(7).optional(),
  popular: z.boolean(),
  description: text,
  features: z.array(text).min(1),
  cta: text,
});

export const plans = entries(
  plan.superRefine((p, ctx) => {
    if ((p.period === "week") !== (p.days !== undefined))
      ctx.addIssue({
        code: "custom",
        path: ["days"],
        message: "a weekly plan has its delivery days a week, a one-time plan none",
      });
  }),
);
/** As pages read it: with the price written out in the page's language. */
export const plansShown = z.array(plan.extend({ priceText: text, perDayText: text.optional() }));

/** A dish of the catalogue, by its slug: its name, figures and description are read from there. */
const dishRef = slug.meta({ ref: "dishes.json", title: "Dish" });

/** A day of the sample menu: the weekday's name, and the catalogue's dish served that day. */
const menuItem = z.strictObject({ slug, day: text, dish: dishRef });
export const menu = entries(menuItem);
/** As pages read it: the dish's name, description and figures, written out in the page's language. */
export const menuShown = z.array(
  menuItem.extend({
    meal: text,
    description: text,
    calories: z.number().int().positive(),
    /** Grams of protein. */
    protein: z.number().positive(),
    caloriesText: text,
    proteinText: text,
  }),
);

export const testimonials = entries(
  z.strictObject({
    slug,
    name: text,
    role: text,
    content: text,
    rating: z.number().int().min(1).max(5),
    emoji: text,
  }),
);

/** An answer may end with a link to the part of the site that says more. */
export const faq = z
  .array(
    z.strictObject({
      question: text,
      answer: text,
      link: z.strictObject({ label: text, href }).optional(),
    }),
  )
  .min(1);
export const steps = z.array(z.strictObject({ title: text, text })).min(1);
/** A photo of the landing: a dish of the catalogue, with a caption that may name its {kcal}. */
const meal = z.strictObject({ slug, dish: dishRef, caption: text });
export const meals = entries(meal);
/** As pages read it: the dish's name, picture and picture text, the caption's figure filled in. */
export const mealsShown = z.array(meal.extend({ name: text, alt: text, image }));

/** "Mon", "Mon-Fri": days as the site's opening hours write them (read by formatDays). */
const dayRange = z.string().superRefine((days, ctx) => {
  try {
    formatDays(days, "ru");
  } catch (err) {
    ctx.addIssue({ code: "custom", message: (err as Error).message });
  }
});
/** "09:00-12:00": a delivery window, 24-hour clock. */
const timeWindow = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, "must look like 09:00-12:00");

const district = z.strictObject({
  slug,
  name: text,
  days: z.array(dayRange).min(1),
  windows: z.array(timeWindow).min(1),
});
/** Yerevan's districts and when each gets deliveries. */
export const districts = entries(district);
/** As pages read it: the delivery days written out in the page's language. */
export const districtsShown = z.array(district.extend({ daysText: text }));
