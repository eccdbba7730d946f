import type { ComponentType, ReactNode } from "react";

/**
 * How a page's body holds each of its parts. The site hydrates a part below the first screen
 * later (./site-part.tsx) and the others with the page; the editor's preview gives every part a
 * boundary of its own, so that one half-typed part leaves the others drawn.
 */
export type PartHolder = ComponentType<{ later?: boolean; children: ReactNode }>;

/**
 * A part as it is, for a page with nothing below its first screen to hydrate later (no
 * BelowFold in its scripts).
 */
export function PlainPart({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** A page's body: its query's data in, its sections out. */
export type BodyProps<Data> = { data: Data; Part?: PartHolder };
