import { useCallback, useEffect, useRef, useState } from "react";
import { NAV_SCROLL_THRESHOLD } from "../../lib/constants";
import { useEscapeCloses } from "../../hooks/use-escape-closes";
import { useScrolled } from "../../hooks/use-scrolled";
import { useSiteData } from "../../hooks/use-site-data";
import { cn } from "../../lib/cn";
import { ButtonLink } from "../ui/button-link";
import { Brand } from "./brand";
import { MobileMenu, MobileMenuToggle, useMenuOpenedEarly } from "./mobile-menu";
import { NavLink } from "./nav-link";
import { LanguageMenu } from "./language-menu";
import { ThemeToggle } from "./theme-toggle";

const linkClass =
  "rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap xl:px-3 text-foreground/80 hover:text-foreground aria-[current=page]:text-primary";

/** Opaque while the mobile menu shows, whether React or the pre-paint script opened it. */
const SOLID_WITH_MENU =
  "has-[#mobile-menu:not([hidden])]:border-border has-[#mobile-menu:not([hidden])]:bg-background has-[#mobile-menu:not([hidden])]:shadow-sm";

export function Navbar({ pathname }: { pathname: string }) {
  const { site, ui, nav } = useSiteData();
  const scrolled = useScrolled(NAV_SCROLL_THRESHOLD);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  // A new route closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  // Declared after the route's effect: a menu opened before React was in stays open.
  useMenuOpenedEarly(toggle, setOpen);
  useEscapeCloses(open, close, toggle);

  return (
    <header
      data-scrolled={scrolled ? "" : undefined}
      className={cn(
        "fixed inset-x-0 top-0 z-40 border-b transition-colors",
        scrolled
          ? "border-border bg-background shadow-sm"
          : `border-transparent bg-transparent ${SOLID_WITH_MENU}`,
      )}
    >
      <nav aria-label={ui.navLabel} className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex h-16 items-center justify-between gap-2 xl:gap-4">
          {/* Between lg and xl the links need the room: the brand shows its mark only. */}
          <Brand name={site.brand} compact />
          <ul className="hidden items-center lg:flex xl:gap-1">
            {nav.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href} pathname={pathname} className={linkClass}>
                  {item.name}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="flex items-center gap-1">
            <LanguageMenu className="max-lg:hidden" />
            <ThemeToggle />
            <ButtonLink to="/register" className="max-lg:hidden">
              {ui.navCta}
            </ButtonLink>
            <MobileMenuToggle ref={toggle} open={open} onToggle={() => setOpen((o) => !o)} />
          </div>
        </div>
        <MobileMenu open={open} pathname={pathname} onNavigate={close} />
      </nav>
    </header>
  );
}
