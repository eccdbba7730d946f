import React from "react";
import { cn } from "../../lib/cn";

type Props = Omit<React.HTMLAttributes<HTMLElement>, "className"> & {
  as?: "section" | "div" | "header" | "ul";
  /** The full-width band around the column (background, vertical padding); none: no band. */
  band?: string;
  /** The centred column's width. */
  width?: "3xl" | "6xl";
  /** The column's own layout and spacing. */
  className?: string;
};

const widths = { "3xl": "max-w-3xl", "6xl": "max-w-6xl" };

/**
 * A page part in the site's centred column, with the page's side margins; with `band`, the
 * column sits in a full-width band (a background from edge to edge).
 */
export function Section({ as: Tag = "section", band, width = "6xl", className, ...rest }: Props) {
  const column = cn("mx-auto", widths[width], "px-4 sm:px-6", className);
  // Attributes before the class, as the markup had them before this wrapper.
  if (band === undefined) return <Tag {...rest} className={column} />;
  const { children, ...outer } = rest;
  return (
    <Tag {...outer} className={band}>
      <div className={column}>{children}</div>
    </Tag>
  );
}
