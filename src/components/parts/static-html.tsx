import { useState, type HTMLAttributes, type ReactNode } from "react";

type Props = Omit<HTMLAttributes<HTMLDivElement>, "children" | "dangerouslySetInnerHTML"> & {
  /** Unique across the site's pages (e.g. with the language): how the built HTML is found. */
  id: string;
  children: ReactNode;
};

// The same object every render: React never rewrites what it holds.
const KEEP = { __html: "" };

/**
 * A part of a page that never changes once built. When the page arrives as HTML, React takes
 * the part over as it is instead of rendering and matching it again: its cost on a phone grows
 * with the part, and the menu holds every published week. A page React renders itself (a link
 * followed within the site) has no such HTML and renders the part as usual.
 */
export function StaticHtml({ id, children, ...rest }: Props) {
  const [built] = useState(
    () => typeof document !== "undefined" && document.getElementById(id) !== null,
  );
  return built ? (
    <div id={id} {...rest} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />
  ) : (
    <div id={id} {...rest}>
      {children}
    </div>
  );
}
