import { RENDER_ALL } from "./dom-marks";

/** "/#pricing" -> "pricing" when the link points at a section of the landing page. */
export function anchorOf(href: string): string | null {
  const match = /^\/#([\w-]+)$/.exec(href);
  return match ? match[1] : null;
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * Lays out every part of the page, also those below the first screen that the browser
 * would render only when they come near (see .below-fold in global.css). Before a jump
 * to a section: with estimated heights above it, it would land in the wrong place.
 */
export function renderAll(): void {
  document.documentElement.setAttribute(RENDER_ALL, "");
}

/**
 * Scrolls to a section of the current page (smoothly unless the visitor asked
 * for reduced motion), records it in the address bar and moves keyboard focus
 * there, so the next Tab continues inside the section.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  renderAll();
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  if (window.location.hash !== `#${id}`) window.history.pushState(null, "", `#${id}`);
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  return true;
}
