import type { ComponentType, ReactNode } from "react";
import { BelowFold } from "../components/layout/below-fold";

/**
 * How a page's body holds each of its parts. The site hydrates a part below the first screen
 * later (BelowFold) and the others with the page; the editor's preview gives every part a
 * boundary of its own, so that one half-typed part leaves the others drawn.
 */
export type PartHolder = ComponentType<{ later?: boolean; children: ReactNode }>;

export function SitePart({ later, children }: { later?: boolean; children: ReactNode }) {
  return later ? <BelowFold>{children}</BelowFold> : <>{children}</>;
}

/** A page's body: its query's data in, its sections out. */
export type BodyProps<Data> = { data: Data; Part?: PartHolder };
