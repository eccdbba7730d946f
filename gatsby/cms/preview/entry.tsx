import type { ReactElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { DEFAULT_LANG, isLang } from "../../../src/lib/languages";
import { yerevanDate } from "../../../src/lib/menu-week";
import { Cards, prepare, type Kind } from "./cards";
import type { Snapshot } from "./snapshot";
import { prepareWeek, WeekPreview } from "./week";

/*
 * The editor's preview of plans and dishes, with the site's own cards, and of a week, as the
 * menu page shows it (admin/preview.js).
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

/** The form's values, as plain data. */
const dataOf = (entry: Immutable) =>
  ((entry.get("data") as Immutable | undefined)?.toJS() ?? {}) as Record<string, unknown>;

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
    // The language being edited is in the file's path (data/hy/dishes.json); the frame's own
    // lang stays the one it was opened in. A file of facts is previewed in the first language.
    const locale = /^data\/([a-z]{2})\//.exec(String(entry.get("path")))?.[1];
    const lang = isLang(locale) ? locale : DEFAULT_LANG;
    const side = entry.get("collection") === "facts" ? "facts" : "copy";
    const data = dataOf(entry);
    const list = Array.isArray(data[kind]) ? (data[kind] as Record<string, unknown>[]) : [];
    return <Cards {...prepare({ kind, side, list, lang }, site, pictureOf(getAsset))} />;
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
