import { FIRST_INTERACTION, RENDER_ALL, THEME_KEY, UNLOCK_KEY } from "./constants";

/**
 * Runs in <head> before first paint: puts the theme class on <html> (no flash of
 * the wrong theme), marks an unlocked session (no flash of the gate card) and has the
 * parts below the first screen laid out (see .below-fold in global.css) at once on an
 * address with a #section, so the browser lands there, and otherwise on the visitor's
 * first scroll, key or touch: from then on the page behaves as if they had always been.
 * Kept free of build-specific values so its CSP hash stays stable.
 */
export const prePaintScript = `(function(){var d=document.documentElement;try{var t=localStorage.getItem(${JSON.stringify(
  THEME_KEY,
)});var k=t==="dark"||(t!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches);d.classList.toggle("dark",k);d.style.colorScheme=k?"dark":"light"}catch(e){}try{if(sessionStorage.getItem(${JSON.stringify(
  UNLOCK_KEY,
)})==="1")d.setAttribute("data-unlocked","")}catch(e){}var r=function(){d.setAttribute(${JSON.stringify(
  RENDER_ALL,
)},"")};if(location.hash)r();${JSON.stringify(FIRST_INTERACTION)}.forEach(function(t){addEventListener(t,r,{once:true,passive:true})})})()`;
