import type { ReactElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { DEFAULT_LANG, LANGUAGE_CODES } from "../../../src/lib/languages";
import { yerevanDate } from "../../../src/catalog/week";
import { Cards, prepare, type Kind } from "./cards";
import type { Snapshot } from "./snapshot";
import { prepareWeek, WeekPreview } from "./week";
import { PAGE_NAMES, type PageName } from "../../../src/bodies/names";
import { PagePreview, preparePage } from "./pages";

/*
 * The editor's preview of a plan or a dish, as the site's own card in the language being
 * edited, of a week, as the menu page shows it, and of a page's texts, as that page's sections
 * (admin/preview.js).
 * The editor renders a template with its own React 19, and the cards are the site's React 18
 * components, so the template only gives the editor an empty box and the cards get a React 18
 * root of their own inside it, drawn again each time the editor hands the template new props.
 */

type Immutable = { get(key: string): Immutable | string | undefined; toJS(): unknown };
type TemplateProps = {
  entry: Immutable;
  getAsset: (path: string) => unknown;
  /** The entries of a collection as the editor has them now (saved in this session too). */
  getCollection?: (name: string) => Promise<Immutable[] | Immutable>;
};
type Editor = {
  registerPreviewTemplate(name: string, template: (props: TemplateProps) => unknown): void;
  registerPreviewStyle(url: string): void;
};
declare global {
  interface Window {
    CMS: Editor;
    /** The editor's own createElement (its React 19). */
    h: (type: string, props: Record<string, unknown>) => unknown;
  }
}

const snapshot: Promise<Snapshot> = fetch("/admin/preview-data.json").then((r) => r.json());
const roots = new WeakMap<Element, Root>();

/** Whether a picture drawn last was not loaded yet (the editor loads its file afterwards). */
let loading = false;

/** A picture's address in the editor: its file in data/images/, by the global public folder. */
const pictureOf = (getAsset: TemplateProps["getAsset"]) => (image: string) => {
  const asset = getAsset(image.replace(/^\.\/images\//, "/images/"));
  if (!asset) return undefined;
  // The editor hands out a picture's address before it has read the file, and the file's own
  // address (blob:) once it has: until then the drawing is made again.
  const url = String(asset);
  if (!/^(blob|data|https?):/.test(url)) loading = true;
  return url;
};

/** The form's values (or those of one of its other languages), as plain data. */
function dataOf(entry: Immutable | undefined, locale?: string): Record<string, unknown> {
  const at = locale ? (entry?.get(locale) as Immutable | undefined) : entry;
  return ((at?.get("data") as Immutable | undefined)?.toJS() ?? {}) as Record<string, unknown>;
}

const drawings = new WeakMap<Element, number>();

/**
 * Draws what `make` makes from the snapshot in the box; while `make` throws, the last drawing
 * stays. While a picture is not loaded, the drawing is made again (for up to 10 seconds), never
 * over a newer one of the same box.
 */
function draw(
  box: HTMLElement,
  make: (site: Snapshot) => ReactElement,
  again?: { drawing: number; left: number },
) {
  const drawing = again?.drawing ?? (drawings.get(box) ?? 0) + 1;
  if (!again) drawings.set(box, drawing);
  void snapshot.then((site) => {
    if (drawings.get(box) !== drawing) return;
    let element;
    loading = false;
    try {
      element = make(site);
    } catch {
      return; // Half typed: the last drawing stays until the entry is whole again.
    }
    let root = roots.get(box);
    if (!root) roots.set(box, (root = createRoot(box)));
    root.render(element);
    const left = again ? again.left - 1 : 40;
    if (loading && left > 0) setTimeout(() => draw(box, make, { drawing, left }), 250);
  });
}

type Make = (props: TemplateProps, site: Snapshot) => ReactElement;

/**
 * The pane's language, the one the entry's other languages ("i18n") leave out, and the first
 * language's part, where the facts (price, picture, nutrition) are written.
 */
function paneOf(entry: Immutable) {
  const others = Object.keys(
    ((entry.get("i18n") as Immutable | undefined)?.toJS() ?? {}) as object,
  );
  const lang = LANGUAGE_CODES.find((l) => !others.includes(l)) ?? DEFAULT_LANG;
  const first = lang === DEFAULT_LANG ? {} : dataOf(entry.get("i18n") as Immutable, DEFAULT_LANG);
  return { lang, first };
}

function cards(kind: Kind): Make {
  return function drawCards({ entry, getAsset }, site) {
    const { lang, first } = paneOf(entry);
    const list = [{ ...first, ...dataOf(entry) }];
    return <Cards {...prepare({ kind, side: "entry", list, lang }, site, pictureOf(getAsset))} />;
  };
}

/** The dishes as the editor has them now, each its English part (a new one included). */
let currentDishes: Record<string, unknown>[] = [];
function readDishes(props: TemplateProps): Promise<unknown> {
  if (!props.getCollection) return Promise.resolve();
  return props.getCollection("dishes").then(
    (list) => {
      if (Array.isArray(list)) currentDishes = list.map((e) => dataOf(e));
    },
    () => undefined,
  );
}

/** A week (data/weeks/<monday>.json, facts only) as its menu on the site, in English. */
const week: Make = ({ entry, getAsset }, site) => (
  <WeekPreview
    {...prepareWeek(
      dataOf(entry),
      site,
      pictureOf(getAsset),
      yerevanDate(new Date()),
      currentDishes,
    )}
  />
);

/** A page's texts as the page, in the pane's language, its lists from the snapshot. */
function page(name: PageName): Make {
  return function drawPage({ entry, getAsset }, site) {
    const { lang, first } = paneOf(entry);
    const data = dataOf(entry);
    const edited = { name, lang, data, first: lang === DEFAULT_LANG ? data : first };
    return <PagePreview {...preparePage(edited, site, pictureOf(getAsset))} />;
  };
}

function template(make: Make, first?: (props: TemplateProps) => Promise<unknown>) {
  return function Preview(props: TemplateProps) {
    const drawn = (site: Snapshot) => make(props, site);
    const ready = first ? first(props) : Promise.resolve();
    return window.h("div", {
      ref: (box: HTMLElement | null) => box && void ready.then(() => draw(box, drawn)),
    });
  };
}

window.CMS.registerPreviewStyle("/admin/site.css");
for (const kind of ["plans", "dishes"] as const)
  window.CMS.registerPreviewTemplate(kind, template(cards(kind)));
window.CMS.registerPreviewTemplate("weeks", template(week, readDishes));
for (const name of PAGE_NAMES) window.CMS.registerPreviewTemplate(name, template(page(name)));
