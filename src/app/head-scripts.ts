import { RENDER_ALL, THEME_KEY, UNLOCK_KEY } from "./constants";

/**
 * Runs in <head> before first paint: puts the theme class on <html> (no flash of
 * the wrong theme), marks an unlocked session (no flash of the gate card) and, on an
 * address with a #section, has the whole page laid out so the browser lands there.
 * Kept free of build-specific values so its CSP hash stays stable.
 */
export const prePaintScript = `(function(){var d=document.documentElement;try{var t=localStorage.getItem(${JSON.stringify(
  THEME_KEY,
)});var k=t==="dark"||(t!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches);d.classList.toggle("dark",k);d.style.colorScheme=k?"dark":"light"}catch(e){}try{if(sessionStorage.getItem(${JSON.stringify(
  UNLOCK_KEY,
)})==="1")d.setAttribute("data-unlocked","")}catch(e){}if(location.hash)d.setAttribute(${JSON.stringify(
  RENDER_ALL,
)},"")})()`;
