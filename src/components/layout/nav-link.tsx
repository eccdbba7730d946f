import React from "react";
import { LocalLink } from "../ui/local-link";
import { anchorOf, scrollToSection } from "../../lib/scroll";
import { withoutLang } from "../../lib/languages";

type Props = {
  href: string;
  pathname: string;
  className?: string;
  onNavigate?: () => void;
  children: React.ReactNode;
};

/**
 * A navigation item. Section links ("/#faq") scroll on the landing page; from
 * any other page they go to the landing page, where Gatsby's scroll handler
 * lands on the section.
 */
export function NavLink({ href, pathname, className, onNavigate, children }: Props) {
  const anchor = anchorOf(href);
  const here = withoutLang(pathname).replace(/\/+$/, "") || "/";
  const onLanding = here === "/";
  return (
    <LocalLink
      to={href}
      className={className}
      // Section links never mark the page: "Home" already does on the landing page.
      aria-current={!anchor && href === here ? "page" : undefined}
      onClick={(event) => {
        onNavigate?.();
        if (anchor && onLanding && scrollToSection(anchor)) event.preventDefault();
      }}
    >
      {children}
    </LocalLink>
  );
}
