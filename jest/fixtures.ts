import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { formatPrice } from "../src/lib/format";
import type * as catalog from "../src/schema/catalog";
import type * as pages from "../src/schema/pages";
import type * as siteSchemas from "../src/schema/site";

/** Reads a file of data/ as the tests' fixture: the same shape the site is built from. */
export function readData<T = unknown>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", file), "utf8")) as T;
}

/** Every file of data/, typed by the schemas the build checks it with (src/schema). */
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

export type PlanData = Content["plans"][number];
export type PlanFamily = PlanData["family"];

let cached: Content | undefined;

/**
 * The site's content as the build reads it from data/. Tests take every expected text,
 * label and price from here, never from literals, so an owner's edit of the copy (or
 * another language) does not break them. Read once per test file; do not mutate it.
 */
export function content(): Content {
  cached ??= {
    site: readData("site.json"),
    ui: readData("ui.json"),
    nav: readData("navigation.json"),
    home: readData("home.json"),
    mealPlans: readData("meal-plans.json"),
    contact: readData("contact.json"),
    register: readData("register.json"),
    impressum: readData("impressum.json"),
    plans: readData("plans.json"),
    menu: readData("menu.json"),
    testimonials: readData("testimonials.json"),
    faq: readData("faq.json"),
    steps: readData("steps.json"),
    meals: readData("meals.json"),
  };
  return cached;
}

/** The plan with this slug (a code key, never a display text). */
export function planBySlug(slug: string): PlanData {
  const plan = content().plans.find((p) => p.slug === slug);
  if (!plan) throw new Error(`data/plans.json has no plan "${slug}"`);
  return plan;
}

/** The plans of one family, in the order of data/plans.json (the order the site shows). */
export function plansOf(family: PlanFamily): PlanData[] {
  return content().plans.filter((p) => p.family === family);
}

/** A plan's price as the site writes it (src/lib/format.ts, the currency of site.json). */
export function priceOf(plan: PlanData): string {
  return formatPrice(plan.price, content().site.currency);
}

/** The written prices of one family, in order. */
export function pricesOf(family: PlanFamily): string[] {
  return plansOf(family).map(priceOf);
}

/** The navigation label of the item that links to `href` (a route, never a display text). */
export function navName(href: string): string {
  const item = content().nav.find((i) => i.href === href);
  if (!item) throw new Error(`data/navigation.json has no item for "${href}"`);
  return item.name;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A regular expression that matches `text` literally, anywhere. */
export const literal = (text: string) => new RegExp(escape(text));

/** A regular expression that matches these texts in this order, with anything between. */
export const inOrder = (...texts: string[]) => new RegExp(texts.map(escape).join(".*"));

/** A regular expression that matches a text starting with `text`. */
export const startingWith = (text: string) => new RegExp(`^${escape(text)}`);

/** What the SiteData static query (src/hooks/use-site-data.ts) returns. */
export function siteData() {
  return {
    siteJson: readData("site.json"),
    uiJson: readData("ui.json"),
    allNavigationJson: { nodes: readData("navigation.json") },
  };
}

/** A stand-in for a `gatsbyImageData` result (what GatsbyImage takes), for an `image` field. */
export function fakeImage(name: string, width = 400, height = 300) {
  const src = `/static/${name}.jpg`;
  return {
    childImageSharp: {
      gatsbyImageData: {
        layout: "constrained" as const,
        width,
        height,
        backgroundColor: "#c8b8a8",
        images: {
          fallback: { src, srcSet: `${src} ${width}w`, sizes: `${width}px` },
          sources: [{ srcSet: `/static/${name}.avif ${width}w`, type: "image/avif" }],
        },
      },
    },
  };
}

export { fill, formatPrice, phoneText, telHref } from "../src/lib/format";
