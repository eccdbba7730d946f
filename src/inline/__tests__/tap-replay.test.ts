import { EARLY_TOGGLE, HYDRATED, LATER, SCRIPTS_NOW, TAP_HELD } from "../../lib/dom-marks";
import { holdTapsUntilHydrated } from "../tap-hold";
import { SLICES_WAIT_MS, replayHeldTapsWhenHydrated } from "../tap-replay";

const root = document.documentElement;
/** What reached the page's own handlers (bubbling listeners on document), in order. */
let seen: string[];
let scriptsNow: jest.Mock;
const record = (event: Event) => {
  const el = event.target as Element;
  seen.push(`${event.type} ${el.id || el.tagName.toLowerCase()}`);
};
const types = ["pointerdown", "mousedown", "pointerup", "mouseup", "click", "submit"];

/** Sets data-hydrated and lets the MutationObserver run. */
async function hydrate() {
  root.setAttribute(HYDRATED, "");
  await Promise.resolve();
}

beforeEach(() => {
  root.removeAttribute(HYDRATED);
  document.body.innerHTML = `
    <button id="menu" type="button"><svg><path id="icon"></path></svg></button>
    <button id="toggle" type="button" aria-label="Open" aria-expanded="false" aria-controls="panel" ${EARLY_TOGGLE}="Close"><svg><path id="bars"></path></svg></button>
    <div id="panel" hidden><a id="item" href="/contact">Contact</a></div>
    <button id="tab" role="tab" type="button">Kits</button>
    <a id="link" href="#faq">FAQ</a>
    <details><summary id="more">More</summary>Text</details>
    <form id="form" method="post">
      <input id="name" name="name">
      <button id="send" type="submit">Send</button>
    </form>
    <form id="bare" method="post"><input id="email" name="email"></form>`;
  seen = [];
  for (const type of types) document.addEventListener(type, record);
  // The page's own submit handler, as React's would: never a real submission in jsdom.
  document.addEventListener("submit", (e) => e.preventDefault());
  scriptsNow = jest.fn();
  window.addEventListener(SCRIPTS_NOW, scriptsNow);
  // The pre-paint script holds; the page's scripts, once loaded, replay.
  holdTapsUntilHydrated();
  replayHeldTapsWhenHydrated();
});
afterEach(async () => {
  await hydrate();
  for (const type of types) document.removeEventListener(type, record);
  window.removeEventListener(SCRIPTS_NOW, scriptsNow);
});

const el = (id: string) => document.getElementById(id) as HTMLElement;

test("holds a tap on a control until hydration and asks for the scripts at once", async () => {
  const click = new MouseEvent("click", { bubbles: true, cancelable: true });
  el("icon").dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  expect(seen).toEqual([]);
  expect(scriptsNow).toHaveBeenCalledTimes(1);
  expect(el("menu")).toHaveAttribute(TAP_HELD);

  await hydrate();
  expect(el("menu")).not.toHaveAttribute(TAP_HELD);
  expect(seen).toEqual([
    "pointerdown menu",
    "mousedown menu",
    "pointerup menu",
    "mouseup menu",
    "click menu",
  ]);
});

test("replays the mouse events with the primary button", async () => {
  const buttons: number[] = [];
  el("tab").addEventListener("mousedown", (e) => buttons.push(e.button));
  el("tab").click();
  await hydrate();
  expect(buttons).toEqual([0]);
});

test("a repeated tap on the same control counts once; taps replay in order", async () => {
  el("menu").click();
  el("menu").click();
  el("tab").click();
  el("menu").click();
  expect(scriptsNow).toHaveBeenCalledTimes(2);
  await hydrate();
  expect(seen.filter((s) => s.startsWith("click"))).toEqual(["click menu", "click tab"]);
  expect(seen.filter((s) => s.startsWith("mousedown"))).toEqual([
    "mousedown menu",
    "mousedown tab",
  ]);
});

test("leaves links, clicks into text fields and a details summary alone", async () => {
  const onLink = new MouseEvent("click", { bubbles: true, cancelable: true });
  el("link").dispatchEvent(onLink);
  el("name").click();
  const onSummary = new MouseEvent("click", { bubbles: true, cancelable: true });
  el("more").dispatchEvent(onSummary);
  expect(onLink.defaultPrevented).toBe(false);
  expect(onSummary.defaultPrevented).toBe(false);
  expect(seen).toEqual(["click link", "click name", "click more"]);
  expect(scriptsNow).not.toHaveBeenCalled();
  await hydrate();
  expect(seen).toEqual(["click link", "click name", "click more"]);
});

test("a submit button's tap neither submits nor loses what was typed; replayed, it submits once", async () => {
  const field = el("name") as HTMLInputElement;
  field.value = "Anna";
  el("send").click();
  el("send").click();
  expect(seen).toEqual([]);
  expect(field.value).toBe("Anna");
  await hydrate();
  expect(seen.filter((s) => s.startsWith("submit"))).toEqual(["submit form"]);
  expect(field.value).toBe("Anna");
});

test("a form sent without a tap (Enter in a field) is held and sent again with requestSubmit", async () => {
  const form = el("bare") as HTMLFormElement;
  const submit = new Event("submit", { bubbles: true, cancelable: true });
  form.dispatchEvent(submit);
  form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  expect(submit.defaultPrevented).toBe(true);
  expect(seen).toEqual([]);
  expect(scriptsNow).toHaveBeenCalledTimes(1);
  const requestSubmit = jest.spyOn(form, "requestSubmit");
  await hydrate();
  expect(requestSubmit).toHaveBeenCalledTimes(1);
  expect(seen).toEqual(["submit bare"]);
});

test("a tap on a form's submit button and its submission count once", async () => {
  el("send").click();
  (el("form") as HTMLFormElement).dispatchEvent(
    new Event("submit", { bubbles: true, cancelable: true }),
  );
  await hydrate();
  expect(seen.filter((s) => s.startsWith("submit"))).toEqual(["submit form"]);
});

test("after hydration the listeners are gone: taps and submissions pass straight through", async () => {
  await hydrate();
  el("menu").click();
  const submit = new Event("submit", { bubbles: true, cancelable: true });
  (el("bare") as HTMLFormElement).dispatchEvent(submit);
  expect(seen).toEqual(["click menu", "submit bare"]);
  expect(scriptsNow).not.toHaveBeenCalled();
});

test("does nothing on a page that is already hydrated", async () => {
  await hydrate();
  const add = jest.spyOn(window, "addEventListener");
  holdTapsUntilHydrated();
  expect(add).not.toHaveBeenCalled();
  add.mockRestore();
});

/** A part of the page React hydrates after the shell (a slice), not hydrated yet. */
function laterPart(): HTMLElement {
  const part = document.createElement("section");
  part.setAttribute(LATER, "");
  document.body.append(part);
  return part;
}

test("waits for the parts hydrated after the shell before it replays", async () => {
  const slice = laterPart();
  el("menu").click();
  await hydrate();
  expect(seen).toEqual([]);
  slice.setAttribute(HYDRATED, "");
  await Promise.resolve();
  expect(seen.filter((s) => s.startsWith("click"))).toEqual(["click menu"]);
});

test("a part that leaves the page unhydrated (the gate's card took its place) does not hold the replay", async () => {
  const slice = laterPart();
  el("send").click();
  await hydrate();
  expect(seen).toEqual([]);
  slice.remove();
  await Promise.resolve();
  expect(seen.filter((s) => s.startsWith("submit"))).toEqual(["submit form"]);
});

test("a part that never reports keeps the taps held only for a while", async () => {
  jest.useFakeTimers();
  try {
    laterPart();
    el("menu").click();
    await hydrate();
    jest.advanceTimersByTime(SLICES_WAIT_MS - 1);
    expect(seen).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(seen.filter((s) => s.startsWith("click"))).toEqual(["click menu"]);
  } finally {
    jest.useRealTimers();
  }
});

describe("a button marked to toggle early (the mobile menu's)", () => {
  const tapToggle = () => {
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    el("bars").dispatchEvent(click);
    return click;
  };

  test("shows and hides its panel at once, swapping its label, without asking for scripts", () => {
    const click = tapToggle();
    expect(click.defaultPrevented).toBe(true);
    expect(el("panel")).not.toHaveAttribute("hidden");
    expect(el("toggle")).toHaveAttribute("aria-expanded", "true");
    expect(el("toggle")).toHaveAttribute("aria-label", "Close");
    expect(el("toggle")).toHaveAttribute(EARLY_TOGGLE, "Open");
    expect(el("toggle")).not.toHaveAttribute(TAP_HELD);
    expect(scriptsNow).not.toHaveBeenCalled();
    expect(seen).toEqual([]);
    tapToggle();
    expect(el("panel")).toHaveAttribute("hidden");
    expect(el("toggle")).toHaveAttribute("aria-expanded", "false");
    expect(el("toggle")).toHaveAttribute("aria-label", "Open");
  });

  test("Escape hides an open panel and puts the focus back on the button", () => {
    tapToggle();
    el("item").focus();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(el("panel")).toHaveAttribute("hidden");
    expect(el("toggle")).toHaveAttribute("aria-expanded", "false");
    expect(el("toggle")).toHaveFocus();
  });

  test("once React has hydrated the button, its taps go to React's handler, never held", async () => {
    el("toggle").setAttribute(HYDRATED, "");
    const click = tapToggle();
    expect(click.defaultPrevented).toBe(false);
    expect(el("panel")).toHaveAttribute("hidden");
    expect(seen).toEqual(["click bars"]);
    expect(scriptsNow).not.toHaveBeenCalled();
  });
});
