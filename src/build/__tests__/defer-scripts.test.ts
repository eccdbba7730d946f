import { deferScripts, loaderScript } from "../defer-scripts";

const page = `<html><head></head><body>
<div id="___gatsby"><main><h1>Hello</h1></main></div>
<script id="gatsby-script-loader">window.pagePath="/";</script>
<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async=""></script>
</body></html>`;

describe("deferScripts (after the build)", () => {
  const out = deferScripts(page);

  test("replaces Gatsby's async script tags with one loader that keeps their order", () => {
    expect(out).not.toMatch(/<script src=/);
    expect(out.match(/<script>\(function\(\)\{var s=/g)).toHaveLength(1);
    expect(out).toContain('["/webpack-runtime-1.js","/framework-2.js","/app-3.js"]');
    expect(out.indexOf("gatsby-script-loader")).toBeLessThan(out.indexOf("var s="));
  });

  test("leaves a page without async scripts alone, so a second run changes nothing", () => {
    expect(deferScripts(out)).toBe(out);
    expect(deferScripts("<html><body><p>Hi</p></body></html>")).toBe(
      "<html><body><p>Hi</p></body></html>",
    );
  });
});

describe("the loader in the browser", () => {
  type Entry = { element: Element | null };
  let observers: Array<(entries: Entry[]) => void>;
  const sources = ["/framework-2.js", "/app-3.js"];
  const loaded = () =>
    [...document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"));
  const report = (element: Element | null) => observers.forEach((cb) => cb([{ element }]));

  function run(html: string, withObserver = true) {
    document.body.innerHTML = html;
    observers = [];
    const Observer = withObserver
      ? class {
          constructor(private cb: (list: { getEntries: () => Entry[] }) => void) {}
          observe() {
            observers.push((entries) => this.cb({ getEntries: () => entries }));
          }
        }
      : undefined;
    Object.assign(window, { PerformanceObserver: Observer });
    new Function(loaderScript(sources))();
  }

  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(HTMLElement.prototype, "getClientRects").mockReturnValue([{}] as never);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  test("without a hero picture: requests the scripts after the first large paint", () => {
    run("<main><h1>Contact</h1></main>");
    jest.advanceTimersByTime(100);
    expect(loaded()).toEqual([]);
    report(document.querySelector("h1"));
    jest.advanceTimersByTime(0);
    expect(loaded()).toEqual(sources);
  });

  test("with a hero picture: waits until the picture is painted, then loads each script once", () => {
    run('<h1>Hello</h1><img fetchpriority="high" alt="">');
    const img = document.querySelector("img")!;
    Object.defineProperty(img, "complete", { value: false });
    report(document.querySelector("h1"));
    jest.advanceTimersByTime(0);
    expect(loaded()).toEqual([]);
    report(img);
    jest.advanceTimersByTime(0);
    report(img);
    jest.advanceTimersByTime(5000);
    expect(loaded()).toEqual(sources);
  });

  test("a hero picture that loads but is not the largest paint: a moment after its load", () => {
    run('<img fetchpriority="high" alt="">');
    const img = document.querySelector("img")!;
    Object.defineProperty(img, "complete", { value: false });
    img.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(200);
    expect(loaded()).toEqual([]);
    jest.advanceTimersByTime(100);
    expect(loaded()).toEqual(sources);
  });

  test("a hero picture that is not shown (behind the gate card) is not waited for", () => {
    jest.spyOn(HTMLElement.prototype, "getClientRects").mockReturnValue([] as never);
    run('<p>Preview</p><div style="display:none"><img fetchpriority="high" alt=""></div>');
    report(document.querySelector("p"));
    jest.advanceTimersByTime(0);
    expect(loaded()).toEqual(sources);
  });

  test("no paint reported (a background tab): after three seconds at the latest", () => {
    run("<h1>Hello</h1>");
    jest.advanceTimersByTime(2999);
    expect(loaded()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(loaded()).toEqual(sources);
  });

  test("a browser that cannot report paints gets the scripts at once", () => {
    run("<h1>Hello</h1>", false);
    expect(loaded()).toEqual(sources);
  });
});
