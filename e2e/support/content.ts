import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import type * as catalog from "../../src/schema/catalog";
import type * as pages from "../../src/schema/pages";
import type * as siteSchemas from "../../src/schema/site";

/**
 * The site's content as the build reads it from data/, typed by the same schemas: tests take
 * every expected text, label and price from here, never from literals, so an owner's edit
 * (or another language) does not break them.
 */
export const root = path.resolve(__dirname, "..", "..");

function read<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(root, "data", file), "utf8")) as T;
}

export type Content = {
  site: z.infer<typeof siteSchemas.site>;
  ui: z.infer<typeof siteSchemas.ui>;
  nav: z.infer<typeof siteSchemas.navigation>;
  home: z.infer<typeof pages.home>;
  mealPlans: z.infer<typeof pages.mealPlans>;
  contact: z.infer<typeof pages.contact>;
  register: z.infer<typeof pages.register>;
  impressum: z.infer<typeof pages.impressum>;
  plans: z.infer<typeof catalog.plans>;
  menu: z.infer<typeof catalog.menu>;
  testimonials: z.infer<typeof catalog.testimonials>;
  faq: z.infer<typeof catalog.faq>;
  steps: z.infer<typeof catalog.steps>;
  meals: z.infer<typeof catalog.meals>;
};

let cached: Content | undefined;

/** Everything in data/, as the English site shows it. */
export function content(): Content {
  cached ??= {
    site: read("site.json"),
    ui: read("ui.json"),
    nav: read("navigation.json"),
    home: read("home.json"),
    mealPlans: read("meal-plans.json"),
    contact: read("contact.json"),
    register: read("register.json"),
    impressum: read("impressum.json"),
    plans: read("plans.json"),
    menu: read("menu.json"),
    testimonials: read("testimonials.json"),
    faq: read("faq.json"),
    steps: read("steps.json"),
    meals: read("meals.json"),
  };
  return cached;
}

/** A regular expression that matches `text` literally. */
export const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
/** `{name}` placeholders filled, as the site does (src/lib/format.ts). */
export { fill, formatPrice } from "../../src/lib/format";
