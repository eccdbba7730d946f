import type { ReactElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { DEFAULT_LANG, LANGUAGE_CODES } from "../../../src/lib/languages";
import { yerevanDate } from "../../../src/lib/menu-week";
import { Cards, prepare, type Kind } from "./cards";
import type { Snapshot } from "./snapshot";
import { prepareWeek, WeekPreview } from "./week";

/*
 * The editor's preview of a plan or a dish, as the site's own card in the language being
 * edited, and of a week, as the menu page shows it (admin/preview.js).
 * The editor renders a template with its own React 19, and the cards are the site's React 18
 * components, so the template only gives the editor an empty box and the cards get a React 18
 * root of their own inside it, drawn again each time the editor hands the template new props.
 */

type Immutable = { get(key: string): Immutable | string | undefined; toJS(): unknown };
type TemplateProps = { entry: Immutable; getAsset: (path: string) => unknown };
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

/** A picture's address in the editor: its file in data/images/, by the global public folder. */
const pictureOf = (getAsset: TemplateProps["getAsset"]) => (image: string) => {
  const asset = getAsset(image.replace(/^\.\/images\//, "/images/"));
  return asset ? String(asset) : undefined;
};

/** The form's values (or those of one of its other languages), as plain data. */
function dataOf(entry: Immutable | undefined, locale?: string): Record<string, unknown> {
  const at = locale ? (entry?.get(locale) as Immutable | undefined) : entry;
  return ((at?.get("data") as Immutable | undefined)?.toJS() ?? {}) as Record<string, unknown>;
}

/** Draws what `make` makes from the snapshot in the box; while `make` throws, the last drawing stays. */
function draw(box: HTMLElement, make: (site: Snapshot) => ReactElement) {
  void snapshot.then((site) => {
    let element;
    try {
      element = make(site);
    } catch {
      return; // Half typed: the last drawing stays until the entry is whole again.
    }
    let root = roots.get(box);
    if (!root) roots.set(box, (root = createRoot(box)));
    root.render(element);
  });
}

type Make = (props: TemplateProps, site: Snapshot) => ReactElement;

function cards(kind: Kind): Make {
  return function drawCards({ entry, getAsset }, site) {
    // The pane's language is the one the entry's other languages ("i18n") leave out; its facts
    // (price, picture, nutrition) are written in the first language's part.
    const others = Object.keys(((entry.get("i18n") as Immutable | undefined)?.toJS() ?? {}) as object);
    const lang = LANGUAGE_CODES.find((l) => !others.includes(l)) ?? DEFAULT_LANG;
    const first = lang === DEFAULT_LANG ? {} : dataOf(entry.get("i18n") as Immutable, DEFAULT_LANG);
    const list = [{ ...first, ...dataOf(entry) }];
    return <Cards {...prepare({ kind, side: "entry", list, lang }, site, pictureOf(getAsset))} />;
  };
}

/** A week (data/weeks/<monday>.json, facts only) as its menu on the site, in English. */
const week: Make = ({ entry, getAsset }, site) => (
  <WeekPreview
    {...prepareWeek(dataOf(entry), site, pictureOf(getAsset), yerevanDate(new Date()))}
  />
);

function template(make: Make) {
  return function Preview(props: TemplateProps) {
    const drawn = (site: Snapshot) => make(props, site);
    return window.h("div", { ref: (box: HTMLElement | null) => box && draw(box, drawn) });
  };
}

window.CMS.registerPreviewStyle("/admin/site.css");
for (const kind of ["plans", "dishes"] as const)
  window.CMS.registerPreviewTemplate(kind, template(cards(kind)));
window.CMS.registerPreviewTemplate("weeks", template(week));
