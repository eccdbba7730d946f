import type { z } from "zod";
import { loadContent } from "../gatsby/loader";
import { DEFAULT_LANG, type Lang } from "../src/lib/languages";
import type * as catalog from "../src/schema/catalog";
import type * as leadSchemas from "../src/schema/leads";
import type * as pages from "../src/schema/pages";
import type * as siteSchemas from "../src/schema/site";
import type { planFinder } from "../src/finder/schema";
import type { firstDelivery } from "../src/delivery/schema";
import type { subscription } from "../src/subscription/schema";

/** Every file of data/ in one language, typed by the schemas the build checks it with (src/schema). */
export type Content = {
  site: z.infer<typeof siteSchemas.siteShown>;
  ui: z.infer<typeof siteSchemas.ui>;
  nav: z.infer<typeof siteSchemas.navigation>;
  home: z.infer<typeof pages.home>;
  mealPlans: z.infer<typeof pages.mealPlans>;
  contact: z.infer<typeof pages.contact>;
  register: z.infer<typeof pages.register>;
  impressum: z.infer<typeof pages.impressum>;
  plans: z.infer<typeof catalog.plansShown>;
  menu: z.infer<typeof catalog.menuShown>;
  testimonials: z.infer<typeof catalog.testimonials>;
  faq: z.infer<typeof catalog.faq>;
  paying: z.infer<typeof catalog.paying>;
  steps: z.infer<typeof catalog.steps>;
  meals: z.infer<typeof catalog.mealsShown>;
  leads: z.infer<typeof leadSchemas.leads>;
  districts: z.infer<typeof catalog.districtsShown>;
  finder: z.infer<typeof planFinder>;
  delivery: z.infer<typeof firstDelivery>;
  subscription: z.infer<typeof subscription>;
};

const cached = new Map<Lang, Content>();
let loaded: ReturnType<typeof loadContent> | undefined;

/**
 * The site's content in one language as pages read it: the language's copy (its part of each
 * file of data/) with the facts kept once (in the "en" part) and the texts the build writes
 * out (prices...). Tests take every expected text, label and price from here, never from
 * literals, so an owner's edit of the copy (or another language) does not break them. Do not
 * mutate it.
 */
export function content(lang: Lang = DEFAULT_LANG): Content {
  let value = cached.get(lang);
  if (!value) {
    loaded ??= loadContent();
    const data = loaded;
    const read = <T>(file: string) => data.read<T>(file, lang);
    value = {
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
      paying: read("paying.json"),
      steps: read("steps.json"),
      meals: read("meals.json"),
      leads: read("leads.json"),
      districts: read("districts.json"),
      finder: read("plan-finder.json"),
      delivery: read("first-delivery.json"),
      subscription: read("subscription.json"),
    };
    cached.set(lang, value);
  }
  return value;
}

export type PlanData = Content["plans"][number];
export type PlanFamily = PlanData["family"];

/** The plan with this slug (a code key, never a display text). */
export function planBySlug(slug: string): PlanData {
  const plan = content().plans.find((p) => p.slug === slug);
  if (!plan) throw new Error(`data/plans/ has no plan "${slug}"`);
  return plan;
}

/** The plans of one family, in the site's order (data/plans/: by family, then days). */
export function plansOf(family: PlanFamily): PlanData[] {
  return content().plans.filter((p) => p.family === family);
}

/** A plan's price as the site writes it (written out by the build for the language). */
export function priceOf(plan: PlanData): string {
  return plan.priceText;
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

/** What the page wrapper hands the shell (src/hooks/use-site-data.tsx) on a page in `lang`. */
export function siteData(lang: Lang = DEFAULT_LANG, path = "/") {
  const { site, ui, nav } = content(lang);
  return { lang, path, site, ui, nav };
}

/** The SiteData part of a page's query result in `lang` (what wrapPageElement and Seo read). */
export function shellData(lang: Lang = DEFAULT_LANG) {
  const { site, ui, nav } = content(lang);
  return { shellSite: site, shellUi: ui, shellNav: { nodes: nav } };
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
