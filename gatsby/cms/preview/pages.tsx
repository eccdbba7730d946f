import { Component, type ReactNode } from "react";
import { SiteDataProvider, type SiteData } from "../../../src/hooks/use-site-data";
import { Brand } from "../../../src/components/layout/brand";
import { BenefitsStrip } from "../../../src/components/sections/benefits-strip";
import { ClosingBanner } from "../../../src/components/sections/closing-banner";
import { ContactHeader } from "../../../src/components/sections/contact-header";
import { ContactInfo } from "../../../src/components/sections/contact-info";
import { ContactMap } from "../../../src/components/sections/contact-map";
import { DeliveryCheck } from "../../../src/components/sections/delivery-check";
import { Faq } from "../../../src/components/sections/faq";
import { Hero } from "../../../src/components/sections/hero";
import { HowItWorks } from "../../../src/components/sections/how-it-works";
import { LegalNotice } from "../../../src/components/sections/legal-notice";
import { MealGallery } from "../../../src/components/sections/meal-gallery";
import { PlanFamilies } from "../../../src/components/sections/plan-families";
import { Pricing } from "../../../src/components/sections/pricing";
import { Testimonials } from "../../../src/components/sections/testimonials";
import { TrialOffer } from "../../../src/components/sections/trial-offer";
import { Section } from "../../../src/components/ui/section";
import { LocalLink } from "../../../src/components/ui/local-link";
import { fill, formatFigure, type Figure } from "../../../src/lib/format";
import { DEFAULT_LANG, type Lang } from "../../../src/lib/languages";
import { factsPart, isObject } from "../../entry-parts";
import { mergeContent } from "../../joined";
import { typesetCopy } from "../../typography";
import { prepare } from "./cards";
import { ContactFormPreview, RegisterFormPreview } from "./forms";
import { MealPlanTabsPreview } from "./meal-plan-tabs";
import type { PageName } from "./page-names";
import type { Snapshot } from "./snapshot";

/*
 * A page's texts as the page itself: the site's own sections, composed as src/pages/ composes
 * them, drawn from the form's values in the pane's language (what the pane leaves out reads as
 * in English; facts such as the hero's picture and the figures come from the English part) and,
 * around them, the build's snapshot: plans, reviews, questions, districts, contacts, the shell's
 * words. Copy is typeset and the claims' figures written out as the build does. The contact and
 * sign-up forms are drawn still (./forms.tsx), the meal plans' tabs switch without touching
 * the editor's address (./meal-plan-tabs.tsx). A section that cannot be drawn
 * from a half-typed form is left out until the form lets it be drawn again.
 */

type Obj = Record<string, unknown>;
type Picture = (path: string) => string | undefined;

/** The page being edited: the form's values in the pane's language, and the English part. */
export type EditedPage = { name: PageName; lang: Lang; data: Obj; first: Obj };

/** Every section's data, as a page query hands it (the pages' queries put together). */
type Query = Queries.HomePageQuery &
  Queries.MealPlansPageQuery &
  Queries.ContactPageQuery &
  Queries.RegisterPageQuery &
  Queries.ImpressumPageQuery;

/** The form's values over the English part's, key by key and a list's entries by place. */
function over(base: unknown, top: unknown): unknown {
  if (top === undefined || top === null) return base;
  if (isObject(base) && isObject(top)) {
    const out: Obj = { ...base };
    for (const [key, value] of Object.entries(top)) out[key] = over(base[key], value);
    return out;
  }
  if (Array.isArray(base) && Array.isArray(top)) return top.map((v, i) => over(base[i], v));
  return top;
}

/** A picture of data/images/ as the site's Picture takes it (the build makes the real ones). */
function imageOf(picture: Picture, path: unknown) {
  const src = typeof path === "string" ? picture(path) : undefined;
  return { childImageSharp: src ? { gatsbyImageData: { images: { fallback: { src } } } } : null };
}

/** The texts the build writes into a page: the home page's claims with their figures. */
function written(name: PageName, page: Obj, lang: Lang): Obj {
  if (name !== "home" || !Array.isArray(page.claims)) return page;
  const figures = isObject(page.figures) ? page.figures : {};
  const values = Object.fromEntries(
    Object.entries(figures).map(([key, figure]) => [key, formatFigure(figure as Figure, lang)]),
  );
  const claims = (page.claims as unknown[]).map((claim) => {
    const c = isObject(claim) ? claim : {};
    return { ...c, value: fill(String(c.value ?? ""), values) };
  });
  return { ...page, claims };
}

/** The page's own value as the sections read it, in the pane's language. */
function pageValue(
  { name, lang, data, first }: EditedPage,
  facts: readonly string[],
  picture: Picture,
) {
  const form = lang === DEFAULT_LANG ? data : over(first, data);
  const joined = mergeContent(typesetCopy(form, lang), factsPart(first, facts)) as Obj;
  const page = written(name, joined, lang);
  const hero = isObject(page.hero) ? page.hero : undefined;
  return hero ? { ...page, hero: { ...hero, image: imageOf(picture, hero.image) } } : page;
}

const jsonKey = (name: PageName) =>
  `${name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Json`;
const byName = (a: Obj, b: Obj) =>
  String(a.name) < String(b.name) ? -1 : a.name === b.name ? 0 : 1;
const nodes = <T,>(list: T[]) => ({ nodes: list });

/** What a page's preview is drawn from: the page query's data and the shell's words. */
export function preparePage(edited: EditedPage, data: Snapshot, picture: Picture) {
  const { name, lang } = edited;
  const lists = data.pages.langs[lang];
  const page = pageValue(edited, data.pages.facts[name] ?? [], picture);
  const plans = prepare(
    { kind: "plans", side: "facts", list: data.facts.plans, lang },
    data,
    picture,
  ).items;
  const family = (f: string) => nodes(plans.filter((p) => p.family === f));
  const districts = nodes([...lists.districts].sort(byName));
  const query = {
    [jsonKey(name)]: page,
    leadsJson: lists.leads,
    meals: nodes(lists.meals.map((meal) => ({ ...meal, image: imageOf(picture, meal.image) }))),
    steps: nodes(lists.steps),
    testimonials: nodes(lists.testimonials),
    faq: nodes(lists.faq),
    payingJson: lists.paying,
    menu: nodes(lists.menu),
    plans: nodes(plans),
    single: family("single"),
    ready: family("ready"),
    diy: family("diy"),
    districts,
    deliveryDistricts: districts,
  } as unknown as Query;
  const path = name === "home" ? "/" : `/${name}`;
  const shell = { lang, path, site: lists.site, ui: data.langs[lang].ui, nav: [] };
  return { name, lang, query, shell: shell as unknown as SiteData };
}

/**
 * One section: while it cannot be drawn (a field of the form half typed), nothing in its place;
 * drawn again with the next values.
 */
class Part extends Component<{ children: ReactNode }, { drawn?: ReactNode; failed: boolean }> {
  state = { drawn: undefined as ReactNode, failed: false };
  static getDerivedStateFromProps(props: { children: ReactNode }, state: { drawn?: ReactNode }) {
    return props.children === state.drawn ? null : { drawn: props.children, failed: false };
  }
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The legal notice's page, as src/pages/impressum.tsx lays it out (without its buttons). */
function Impressum({ query, site }: { query: Query; site: SiteData["site"] }) {
  const page = query.impressumJson!;
  return (
    <div className="min-h-screen bg-muted/60">
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex h-16 max-w-3xl items-center px-4 sm:px-6">
          <Brand name={site.brand} />
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <article className="space-y-8 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-10">
          <div>
            <h1 lang={page.headingLang} className="text-4xl font-extrabold tracking-tight">
              {page.title}
            </h1>
            <p className="mt-2 text-lg text-muted-foreground">{page.subtitle}</p>
          </div>
          <Part>
            <LegalNotice {...query} />
          </Part>
        </article>
        <p className="mt-8 text-center">
          <LocalLink to="/" className="font-medium text-primary underline-offset-4 hover:underline">
            {page.back}
          </LocalLink>
        </p>
      </div>
    </div>
  );
}

/** Each page's sections, as its file in src/pages/ composes them. */
const LAYOUTS: Record<PageName, (query: Query, shell: SiteData) => ReactNode> = {
  home: (q) => (
    <>
      <Part>
        <Hero {...q} />
      </Part>
      <Part>
        <MealGallery {...q} />
      </Part>
      <Part>
        <HowItWorks {...q} />
      </Part>
      <Part>
        <Testimonials {...q} />
      </Part>
      <Part>
        <Pricing {...q} />
      </Part>
      <Part>
        <Faq {...q} />
      </Part>
    </>
  ),
  "meal-plans": (q) => (
    <>
      <Part>
        <MealPlanTabsPreview {...q} />
      </Part>
      <Part>
        <TrialOffer {...q} />
      </Part>
      <Part>
        <PlanFamilies {...q} />
      </Part>
      <Part>
        <BenefitsStrip {...q} />
      </Part>
      <Part>
        <ClosingBanner {...q} />
      </Part>
    </>
  ),
  contact: (q) => (
    <>
      <Part>
        <ContactHeader {...q} />
      </Part>
      <Section as="div" className="grid gap-8 pb-16 lg:grid-cols-5 lg:gap-10">
        <div className="lg:col-span-3">
          <Part>
            <ContactFormPreview {...q} />
          </Part>
        </div>
        <div className="lg:col-span-2">
          <Part>
            <ContactInfo {...q} />
          </Part>
        </div>
      </Section>
      <Part>
        <DeliveryCheck {...q} />
      </Part>
      <Part>
        <ContactMap {...q} />
      </Part>
    </>
  ),
  register: (q) => (
    <div className="flex justify-center bg-linear-to-b from-secondary/60 to-background px-4 py-16 sm:py-24">
      <Part>
        <RegisterFormPreview {...q} />
      </Part>
    </div>
  ),
  impressum: (q, shell) => (
    <Part>
      <Impressum query={q} site={shell.site} />
    </Part>
  ),
};

/** The page being edited, drawn as the site draws it, in the pane's language. */
export function PagePreview({ name, lang, query, shell }: ReturnType<typeof preparePage>) {
  return (
    <SiteDataProvider value={shell}>
      <div lang={lang}>{LAYOUTS[name](query, shell)}</div>
    </SiteDataProvider>
  );
}
