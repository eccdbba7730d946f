import type { ComponentType, ReactNode } from "react";

/**
 * How a page's body holds each of its parts. The site hydrates a part below the first screen
 * later (./site-part.tsx) and the others with the page (a page with nothing to hydrate later
 * holds them in a plain Fragment, so that its scripts share no module of ours for it); the
 * editor's preview gives every part a boundary of its own, so that one half-typed part leaves
 * the others drawn.
 */
export type PartHolder = ComponentType<{ later?: boolean; children: ReactNode }>;

/**
 * A page's body is the page itself: its file in src/pages/ exports it as the page, beside the
 * query and the head, so Gatsby hands it the query's data, the page's context and its address.
 * The editor's preview draws the same component from the data alone, with no page context and
 * no address; its bundle draws nothing for what only a served page has (the structured data,
 * the legal notice's language and theme buttons: gatsby/cms/preview/stand-ins/).
 */
export type BodyProps<Data, Context = object> = {
  data: Data;
  pageContext?: Context;
  location?: { search: string };
  Part?: PartHolder;
};
