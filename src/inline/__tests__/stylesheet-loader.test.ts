import { FIRST_SCREEN, PICTURES_WAIT } from "../../lib/dom-marks";
import { loadStylesheetLater } from "../stylesheet-loader";

describe("the full stylesheet in the browser", () => {
  const requested = () =>
    [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute("href"));
  const listeners: Array<[string, EventListener]> = [];
  let add: jest.SpyInstance;

  function run(hash = "") {
    window.history.replaceState(null, "", `/${hash}`);
    document.head.innerHTML = '<style id="critical"></style>';
    // As inlined: the script right after the first screen's CSS is the one running.
    const script = document.createElement("script");
    document.getElementById("critical")!.after(script);
    Object.defineProperty(document, "currentScript", { value: script, configurable: true });
    loadStylesheetLater("/styles.abc.css");
  }

  beforeEach(() => {
    jest.useFakeTimers();
    const original = window.addEventListener.bind(window);
    add = jest.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
      listeners.push([type, listener as EventListener]);
      original(type, listener, options);
    });
  });
  afterEach(() => {
    for (const [type, listener] of listeners.splice(0))
      window.removeEventListener(type, listener, true);
    add.mockRestore();
    jest.useRealTimers();
  });

  const picturesWait = () => document.documentElement.hasAttribute(PICTURES_WAIT);

  test("waits for the first screen, then requests the stylesheet once", () => {
    run();
    jest.advanceTimersByTime(1000);
    expect(requested()).toEqual([]);
    expect(picturesWait()).toBe(true);
    window.dispatchEvent(new Event(FIRST_SCREEN));
    expect(picturesWait()).toBe(false);
    window.dispatchEvent(new Event(FIRST_SCREEN));
    window.dispatchEvent(new Event("scroll"));
    jest.advanceTimersByTime(5000);
    expect(requested()).toEqual(["/styles.abc.css"]);
    // Where <noscript> links it: right after the inline part, before any other style.
    expect(document.querySelector("#critical + script + link")).not.toBeNull();
  });

  test("the visitor's first scroll, key or touch does not wait", () => {
    for (const type of ["scroll", "keydown", "pointerdown", "touchstart"]) {
      run();
      window.dispatchEvent(new Event(type));
      expect(requested()).toEqual(["/styles.abc.css"]);
    }
  });

  test("an address with a #section gets it at once; nothing else after three seconds", () => {
    run("#pricing");
    expect(requested()).toEqual(["/styles.abc.css"]);
    expect(picturesWait()).toBe(false);
    run();
    jest.advanceTimersByTime(2999);
    expect(requested()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(requested()).toEqual(["/styles.abc.css"]);
  });
});
