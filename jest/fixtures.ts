import type { z, ZodType } from "zod";
import { loadContent, type Content as SiteContent } from "../gatsby/content/snapshot";
import { dataFiles, type DeclaredFiles } from "../gatsby/content/data-files";
import { DEFAULT_LANG, type Lang } from "../src/lib/languages";
import { escapeRegExp } from "../src/lib/pattern";
import { savedContent } from "./content-once";

/** What pages read of a declared file: what the build writes out, else its schema. */
type Read<D> = D extends { shown: infer S extends ZodType }
  ? z.infer<S>
  : D extends { schema: infer S extends ZodType }
    ? z.infer<S>
    : never;

/**
 * Every file of data/ in one language, by its fixture's name in its declaration
 * (gatsby/content/data-files.ts), typed by the schemas the build checks it with.
 */
export type Content = {
  [F in keyof DeclaredFiles as DeclaredFiles[F]["fixture"]]: Read<DeclaredFiles[F]>;
};

const cached = new Map<Lang, Content>();
let loaded: SiteContent | undefined;

/**
 * The site's data/, read and checked once per test run by the run's global setup (Jest's and
 * the browser tests': ./content-once.ts) rather than once in every process that tests; read
 * here when the run had no such setup (one file run alone by an editor's plugin, say).
 */
export function siteContent(): SiteContent {
  return (loaded ??= savedContent(() => loadContent()) ?? loadContent());
}

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
    const data = siteContent();
    value = Object.fromEntries(
      Object.entries(dataFiles).map(([file, spec]) => [spec.fixture, data.read(file, lang)]),
    ) as Content;
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

/**
 * A text as Testing Library matches it: every run of spaces, no-break ones included, as one
 * space (a price keeps its figure and currency together with a no-break space).
 */
export const asRead = (text: string) => text.replace(/\s+/g, " ");

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

/** A regular expression that matches `text` literally, anywhere. */
export const literal = (text: string) => new RegExp(escapeRegExp(text));

/** A regular expression that matches these texts in this order, with anything between. */
export const inOrder = (...texts: string[]) => new RegExp(texts.map(escapeRegExp).join(".*"));

/** A regular expression that matches a text starting with `text`. */
export const startingWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

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
