import { FIRST_INTERACTION, FIRST_SCREEN, PICTURES_WAIT } from "../lib/dom-marks";

const AT_THE_LATEST_MS = 3000;

/**
 * Inlined into every built page right after its first screen's CSS: requests the full
 * stylesheet (`href`, one file for every page, cached once) once it no longer competes with
 * the first screen: when the script loader sends FIRST_SCREEN, at the visitor's first
 * scroll, key or touch, at once for an address with a #section, after three seconds at the
 * latest. Until then the pictures below the first screen wait too (PICTURES_WAIT hides them
 * in global.css, and a picture that is not rendered is not fetched). The link goes right
 * after this script, so the full stylesheet comes after the inline rules in the document.
 */
export function loadStylesheetLater(href: string): void {
  const here = document.currentScript;
  const root = document.documentElement;
  let done = false;
  root.setAttribute(PICTURES_WAIT, "");
  const load = () => {
    if (done) return;
    done = true;
    root.removeAttribute(PICTURES_WAIT);
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    if (here) here.after(link);
    else document.head.appendChild(link);
  };
  if (location.hash) load();
  for (const type of [FIRST_SCREEN, ...FIRST_INTERACTION])
    addEventListener(type, load, { once: true, passive: true, capture: true });
  setTimeout(load, AT_THE_LATEST_MS);
}
