import type { AnchorHTMLAttributes } from "react";

/*
 * What the site's cards import from `gatsby`, in the editor's preview, which is not a Gatsby
 * page: a link is a plain link (the preview's links open in a new tab), and a page query's
 * fragment is only read by Gatsby's compiler, so here it is nothing.
 */

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

export function Link({ to, children, ...rest }: LinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

export const graphql = () => null;
