import { Component, type ReactNode } from "react";
import { SiteDataProvider, type SiteData } from "../../../src/hooks/use-site-data";
import { ContactBody } from "../../../src/bodies/contact";
import { HomeBody } from "../../../src/bodies/home";
import { ImpressumBody } from "../../../src/bodies/impressum";
import { MealPlansBody } from "../../../src/bodies/meal-plans";
import { RegisterBody } from "../../../src/bodies/register";
import { DEFAULT_LANG, type Lang } from "../../../src/lib/languages";
import { factsPart, isObject, mergeContent } from "../../content/parts";
import { typesetCopy } from "../../typography";
import { claimTexts } from "../../content/written";
import { prepare } from "./cards";
import type { PageName } from "../../../src/bodies/names";
import type { Snapshot } from "./snapshot";

/*
 * A page's texts as the page itself: the page's own body (src/bodies/), the very component its
 * file in src/pages/ draws, from the form's values in the pane's language (what the pane leaves
 * out reads as in English; facts such as the hero's picture and the figures come from the
 * English part) and, around them, the build's snapshot: plans, reviews, questions, districts,
 * contacts, the shell's words. Copy is typeset and the claims' figures written out by the
 * build's own functions. The forms send nothing and the tabs leave the editor's address alone
 * (the bundle's stand-ins, ./build.mjs). Each part of the body that cannot be drawn from a
 * half-typed form is left out until the form lets it be drawn again.
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

/** The page's own value as the sections read it, in the pane's language. */
function pageValue({ lang, data, first }: EditedPage, facts: readonly string[], picture: Picture) {
  const form = lang === DEFAULT_LANG ? data : over(first, data);
  const joined = mergeContent(typesetCopy(form, lang), factsPart(first, facts)) as Obj;
  const page = claimTexts(joined, lang) as Obj;
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
type PartProps = { later?: boolean; children: ReactNode };
class Part extends Component<PartProps, { drawn?: ReactNode; failed: boolean }> {
  state = { drawn: undefined as ReactNode, failed: false };
  static getDerivedStateFromProps(props: PartProps, state: { drawn?: ReactNode }) {
    return props.children === state.drawn ? null : { drawn: props.children, failed: false };
  }
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Each page's body, the very component its page in src/pages/ draws. */
const BODIES: Record<PageName, (query: Query) => ReactNode> = {
  home: (q) => <HomeBody data={q} Part={Part} />,
  "meal-plans": (q) => <MealPlansBody data={q} Part={Part} />,
  contact: (q) => <ContactBody data={q} Part={Part} />,
  register: (q) => <RegisterBody data={q} Part={Part} />,
  impressum: (q) => <ImpressumBody data={q} Part={Part} />,
};

/** The page being edited, drawn as the site draws it, in the pane's language. */
export function PagePreview({ name, lang, query, shell }: ReturnType<typeof preparePage>) {
  return (
    <SiteDataProvider value={shell}>
      <div lang={lang}>
        <Part>{BODIES[name](query)}</Part>
      </div>
    </SiteDataProvider>
  );
}
