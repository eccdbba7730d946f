import { LanguageLinks } from "./language-links";
import React, { useEffect, type RefObject } from "react";
import { EARLY_TOGGLE, HYDRATED } from "../../lib/dom-marks";
import { useSiteData } from "../../hooks/use-site-data";
import { Button } from "../ui/button";
import { ButtonLink } from "../ui/button-link";
import { CloseIcon, MenuIcon } from "../ui/icons";
import { Tooltip } from "../ui/tooltip";
import { NavLink } from "./nav-link";

const MENU_ID = "mobile-menu";

type ToggleProps = { open: boolean; onToggle: () => void };

/**
 * Until React is in, the pre-paint script opens and closes the menu itself (src/inline/
 * tap-hold.ts): both icons are in the HTML and the button's aria-expanded picks one.
 */
export const MobileMenuToggle = React.forwardRef<HTMLButtonElement, ToggleProps>(
  ({ open, onToggle }, ref) => {
    const { ui } = useSiteData();
    const label = open ? ui.menuClose : ui.menuOpen;
    return (
      <Tooltip label={label} align="end">
        <Button
          ref={ref}
          variant="ghost"
          size="icon"
          className="group lg:hidden"
          aria-label={label}
          aria-expanded={open}
          aria-controls={MENU_ID}
          {...{ [EARLY_TOGGLE]: open ? ui.menuOpen : ui.menuClose }}
          onClick={onToggle}
        >
          <MenuIcon className="size-6 group-aria-expanded:hidden" />
          <CloseIcon className="hidden size-6 group-aria-expanded:block" />
        </Button>
      </Tooltip>
    );
  },
);
MobileMenuToggle.displayName = "MobileMenuToggle";

/**
 * Takes over a menu the pre-paint script opened before React was in, and marks the toggle
 * hydrated so that the script leaves its taps to React from then on.
 */
export function useMenuOpenedEarly(
  toggle: RefObject<HTMLButtonElement | null>,
  setOpen: (open: boolean) => void,
): void {
  useEffect(() => {
    if (document.getElementById(MENU_ID)?.hidden === false) setOpen(true);
    toggle.current?.setAttribute(HYDRATED, "");
  }, [toggle, setOpen]);
}

type MenuProps = { open: boolean; pathname: string; onNavigate: () => void };

/** The navigation below the lg breakpoint; closes on navigation and on Escape (navbar). */
export function MobileMenu({ open, pathname, onNavigate }: MenuProps) {
  const { ui, nav } = useSiteData();
  return (
    <div id={MENU_ID} hidden={!open} className="border-t border-border pb-4 lg:hidden">
      <ul className="flex flex-col py-2">
        {nav.map((item) => (
          <li key={item.href}>
            <NavLink
              href={item.href}
              pathname={pathname}
              onNavigate={onNavigate}
              className="block rounded-md px-3 py-3 text-base font-medium hover:bg-muted aria-[current=page]:text-primary"
            >
              {item.name}
            </NavLink>
          </li>
        ))}
      </ul>
      <ButtonLink to="/register" className="w-full">
        {ui.navCta}
      </ButtonLink>
      <div role="group" aria-label={ui.languageLabel} className="mt-3 px-3">
        <LanguageLinks
          className="flex flex-wrap gap-x-5 gap-y-1 text-sm"
          linkClassName="py-1"
          onNavigate={onNavigate}
        />
      </div>
    </div>
  );
}
