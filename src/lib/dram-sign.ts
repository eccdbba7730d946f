import { DEFAULT_LANG, langOfPath } from "./languages";

/** The dram sign, which Armenian and Russian prices end in (src/lib/format.ts). */
const DRAM_SIGN = "\u058f";
/** The one-glyph font that draws it where no system font has it (src/styles/global.css). */
const DRAM_FONT = "Hamov Dram";

const isDramFont = (face: FontFace) => face.family.replace(/["']/g, "") === DRAM_FONT;

/** The elements whose own text holds the sign. */
function elementsWithSign(): HTMLElement[] {
  const found = new Set<HTMLElement>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const text = walker.currentNode;
    if (text.nodeValue?.includes(DRAM_SIGN) && text.parentElement) found.add(text.parentElement);
  }
  return [...found];
}

/** Lays these elements' text out again: a size changed and read back, nothing painted between. */
function redraw(elements: Iterable<HTMLElement>): void {
  const list = [...elements];
  for (const el of list) el.style.fontSize = "99%";
  for (const el of list) void el.offsetWidth;
  for (const el of list) el.style.removeProperty("font-size");
}

/**
 * Starts loading the sign's font as a page in Armenian or Russian (`pathname`) begins, before
 * React writes any price of its own. Chromium can keep the fallback's empty box for good in a
 * price it first laid out while the font was loading, however often it is laid out again: the
 * chosen plan's price on /register, which React writes after hydration, stayed a box where no
 * system font has the sign. Written once the font is in, it is drawn right. The font is one
 * glyph, under a kilobyte. English prices end in "AMD", so English pages leave it.
 */
export function loadDramFont(pathname: string): void {
  if (typeof document === "undefined" || !document.fonts) return;
  if (langOfPath(pathname) === DEFAULT_LANG) return;
  // The full stylesheet declares the font again, and the last declaration is the one text is
  // drawn with: that one alone, so that the file is fetched once.
  const faces = [...document.fonts].filter(isDramFont);
  faces
    .at(-1)
    ?.load()
    .catch(() => {
      // Offline or blocked: the prices fall back to the system's fonts, as before.
    });
}

let watching: { stop: () => void } | null = null;

/**
 * Chromium can keep drawing a price that was laid out while the sign's font was loading
 * with the fallback's glyph once the font is in: an empty box where no system font has the
 * sign (it was the first plan card's price per day, on a Linux desktop). So each price is laid
 * out again as it comes near the screen, once no copy of the font is loading, and the ones
 * already shown again whenever one finishes loading (the full stylesheet declares the font a
 * second time). Called on every page shown.
 */
export function watchDramSigns(): void {
  watching?.stop();
  watching = null;
  if (typeof document === "undefined" || !document.fonts) return;
  if (typeof IntersectionObserver === "undefined") return;
  const elements = elementsWithSign();
  if (elements.length === 0) return;
  const shown = new Set<HTMLElement>();
  const loading = () => [...document.fonts].some((f) => isDramFont(f) && f.status === "loading");
  const observer = new IntersectionObserver(
    (entries) => {
      const near = entries.filter((e) => e.isIntersecting).map((e) => e.target as HTMLElement);
      for (const el of near) {
        shown.add(el);
        observer.unobserve(el);
      }
      if (!loading()) redraw(near);
    },
    { rootMargin: "50% 0px" },
  );
  const loaded = (event: Event) => {
    if ((event as FontFaceSetLoadEvent).fontfaces.some(isDramFont)) redraw(shown);
  };
  for (const el of elements) observer.observe(el);
  document.fonts.addEventListener("loadingdone", loaded);
  watching = {
    stop() {
      observer.disconnect();
      document.fonts.removeEventListener("loadingdone", loaded);
    },
  };
}
