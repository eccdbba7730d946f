import { SCRIPTS_NOW } from "../../lib/dom-marks";
import { loadScriptsAfterFirstScreen } from "../script-loader";

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
  loadScriptsAfterFirstScreen(sources);
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

test("a visitor's tap on a control asks for the scripts at once", () => {
  run("<h1>Hello</h1>");
  window.dispatchEvent(new Event(SCRIPTS_NOW));
  expect(loaded()).toEqual(sources);
});
