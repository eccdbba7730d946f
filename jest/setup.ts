import "@testing-library/jest-dom";

// jsdom lacks these browser APIs; the site reads them in effects.
if (typeof window !== "undefined") installBrowserStubs();

function installBrowserStubs() {
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = function scrollIntoView() {};
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
