import {
  FIRST_INTERACTION,
  RENDER_ALL,
  THEME_KEY,
  UNLOCK_KEY,
  UNLOCKED,
} from "../../lib/dom-marks";
import { prePaint } from "../pre-paint";
import { holdTapsUntilHydrated } from "../tap-hold";

jest.mock("../tap-hold", () => ({ holdTapsUntilHydrated: jest.fn() }));

const root = document.documentElement;
let added: Array<[string, EventListenerOrEventListenerObject]>;

function prefersDark(dark: boolean) {
  jest
    .spyOn(window, "matchMedia")
    .mockImplementation((query) => ({ matches: dark, media: query }) as MediaQueryList);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  root.className = "";
  root.removeAttribute("style");
  root.removeAttribute(UNLOCKED);
  root.removeAttribute(RENDER_ALL);
  window.history.replaceState(null, "", "/");
  added = [];
  const add = window.addEventListener.bind(window);
  jest.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
    added.push([type, listener as EventListenerOrEventListenerObject]);
    add(type, listener, options);
  });
  prefersDark(false);
});
afterEach(() => {
  for (const [type, listener] of added) window.removeEventListener(type, listener);
  jest.restoreAllMocks();
});

test("the theme: the stored choice first, else the system's", () => {
  prePaint();
  expect(root).not.toHaveClass("dark");
  expect(root.style.colorScheme).toBe("light");

  prefersDark(true);
  prePaint();
  expect(root).toHaveClass("dark");
  expect(root.style.colorScheme).toBe("dark");

  localStorage.setItem(THEME_KEY, "light");
  prePaint();
  expect(root).not.toHaveClass("dark");

  prefersDark(false);
  localStorage.setItem(THEME_KEY, "dark");
  prePaint();
  expect(root).toHaveClass("dark");
  expect(root.style.colorScheme).toBe("dark");
});

test("blocked storage leaves the default theme and a locked gate, and the rest still runs", () => {
  jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
    throw new Error("SecurityError");
  });
  prePaint();
  expect(root).not.toHaveClass("dark");
  expect(root).not.toHaveAttribute(UNLOCKED);
  expect(holdTapsUntilHydrated).toHaveBeenCalled();
});

test("marks an unlocked session on <html>", () => {
  prePaint();
  expect(root).not.toHaveAttribute(UNLOCKED);
  sessionStorage.setItem(UNLOCK_KEY, "1");
  prePaint();
  expect(root).toHaveAttribute(UNLOCKED);
});

test("lays out the whole page at once on an address with a #section", () => {
  window.history.replaceState(null, "", "/#faq");
  prePaint();
  expect(root).toHaveAttribute(RENDER_ALL);
});

test.each(FIRST_INTERACTION)("otherwise on the visitor's first %s", (type) => {
  prePaint();
  expect(root).not.toHaveAttribute(RENDER_ALL);
  window.dispatchEvent(new Event(type));
  expect(root).toHaveAttribute(RENDER_ALL);
});

test("starts holding early taps", () => {
  prePaint();
  expect(holdTapsUntilHydrated).toHaveBeenCalled();
});
