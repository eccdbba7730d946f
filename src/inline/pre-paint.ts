import {
  FIRST_INTERACTION,
  RENDER_ALL,
  SCRIPTED,
  THEME_KEY,
  UNLOCK_KEY,
  UNLOCKED,
} from "../lib/dom-marks";
import { holdTapsUntilHydrated } from "./tap-hold";

/**
 * Runs in <head> before first paint: marks <html> as scripted (what works only with scripts
 * shows, the note that they are needed does not), puts the theme class on <html> (no flash of the wrong
 * theme), marks an unlocked session (no flash of the gate card), has the parts below the
 * first screen laid out (see .below-fold in global.css) at once on an address with a
 * #section, so the browser lands there, and otherwise on the visitor's first scroll, key or
 * touch, from then on as if they had always been; and holds the taps on controls made
 * before the page is hydrated, for the page's scripts to replay then (tap-hold.ts). Kept free of
 * build-specific values so its CSP hash stays stable.
 */
export function prePaint(): void {
  const root = document.documentElement;
  root.setAttribute(SCRIPTED, "");
  try {
    const theme = localStorage.getItem(THEME_KEY);
    const dark =
      theme === "dark" ||
      (theme !== "light" && window.matchMedia("(prefers-color-scheme: dark)").matches);
    root.classList.toggle("dark", dark);
    root.style.colorScheme = dark ? "dark" : "light";
  } catch {
    // Storage blocked: the light theme the stylesheet starts with.
  }
  try {
    if (sessionStorage.getItem(UNLOCK_KEY) === "1") root.setAttribute(UNLOCKED, "");
  } catch {
    // Storage blocked: the gate card shows, as for a new session.
  }
  const renderAll = () => root.setAttribute(RENDER_ALL, "");
  if (location.hash) renderAll();
  for (const type of FIRST_INTERACTION)
    addEventListener(type, renderAll, { once: true, passive: true });
  holdTapsUntilHydrated();
}
