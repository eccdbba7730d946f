import type { ComponentType, ReactNode } from "react";

/**
 * How a page's body holds each of its parts. The site hydrates a part below the first screen
 * later (./site-part.tsx) and the others with the page (a page with nothing to hydrate later
 * holds them in a plain Fragment, so that its scripts share no module of ours for it); the
 * editor's preview gives every part a boundary of its own, so that one half-typed part leaves
 * the others drawn.
 */
export type PartHolder = ComponentType<{ later?: boolean; children: ReactNode }>;

/** A page's body: its query's data in, its sections out. */
export type BodyProps<Data> = { data: Data; Part?: PartHolder };
