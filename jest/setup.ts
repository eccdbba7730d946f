import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "node:util";

// jsdom lacks TextEncoder (the password check encodes the typed password).
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lacks these browser APIs; the site reads them in effects.
if (typeof window !== "undefined") installBrowserStubs();

function installBrowserStubs() {
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  // Radix measures an open tooltip with ResizeObserver.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  if (typeof window.matchMedia === "function") return;
  (window as Window).matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Components read site-wide content through useSiteData(), which the page wrapper provides on
// every page. A component rendered alone in a test gets the English content instead; a test
// that needs another language wraps it in <SiteDataProvider value={siteData("hy")}>.
jest.mock("../src/hooks/use-site-data", () => {
  const actual = jest.requireActual("../src/hooks/use-site-data");
  const { siteData } = jest.requireActual("./fixtures");
  const fallback = siteData();
  return {
    ...actual,
    useSiteData: () => {
      try {
        return actual.useSiteData();
      } catch {
        return fallback;
      }
    },
  };
});

// Each test is a page opened anew: a new entry of the browser's history, without the state a
// page kept in the previous test's entry (where /register keeps the visitor's stage).
if (typeof window !== "undefined")
  beforeEach(() => {
    window.history.replaceState(null, "");
    // A reload told by reloadPage() (jest/forms.ts) ends with its test.
    delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  });

// The site's data/ as the run's global setup read it once (./content-once.ts); a test that
// names a folder (a copy of data/, or data/ by its path) reads that folder for real.
jest.mock("../gatsby/content/snapshot", () => {
  const actual = jest.requireActual("../gatsby/content/snapshot");
  const { savedContent } = jest.requireActual("./content-once");
  let saved: unknown;
  return {
    ...actual,
    loadContent: (...args: unknown[]) => {
      if (args.length > 0) return actual.loadContent(...args);
      saved ??= savedContent(() => actual.loadContent()) ?? actual.loadContent();
      return saved;
    },
  };
});
