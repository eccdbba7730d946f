import type { HeldTaps } from "./tap-hold";
import { HELD_TAPS, HYDRATED, LATER, TAP_HELD } from "../lib/dom-marks";

/**
 * How long after the shell the replay waits at most for the later parts: one that never
 * reports must not keep a tap held for good.
 */
export const SLICES_WAIT_MS = 2000;

/** The events of a tap with the primary button, as a browser sends them. */
function tap(target: Element): void {
  const init = { bubbles: true, cancelable: true, composed: true, view: window, button: 0 };
  const Pointer = typeof PointerEvent === "function" ? PointerEvent : MouseEvent;
  const pointer = { ...init, pointerId: 1, pointerType: "mouse", isPrimary: true };
  target.dispatchEvent(new Pointer("pointerdown", { ...pointer, buttons: 1 }));
  target.dispatchEvent(new MouseEvent("mousedown", { ...init, buttons: 1, detail: 1 }));
  target.dispatchEvent(new Pointer("pointerup", pointer));
  target.dispatchEvent(new MouseEvent("mouseup", { ...init, detail: 1 }));
  target.dispatchEvent(new MouseEvent("click", { ...init, detail: 1 }));
}

/**
 * The other half of the pre-paint script's tap holder (src/inline/tap-hold.ts), run by the
 * page's scripts before React hydrates: once the page is hydrated (`data-hydrated` on <html>
 * and on every part hydrated later, `data-later`), the holding stops and the held taps are
 * replayed in order: the pointer and mouse events of a tap on each control (so what acts on
 * mousedown, like Radix Tabs, and what acts on click both react), and `requestSubmit()` for
 * a form sent without a tap on one of its controls (Enter in a field). The replay waits for
 * the later parts too, not only the shell: a tap that updates state above a part React has
 * not hydrated yet (the theme, a tab) makes React give up that part's server HTML and render
 * it anew, with an error.
 */
export function replayHeldTapsWhenHydrated(): void {
  const holder = window as unknown as Record<string, HeldTaps | undefined>;
  const taps = holder[HELD_TAPS];
  if (!taps) return;
  const root = document.documentElement;
  const hydrated = () =>
    root.hasAttribute(HYDRATED) && !document.querySelector(`[${LATER}]:not([${HYDRATED}])`);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const replay = () => {
    observer.disconnect();
    clearTimeout(timer);
    taps.stop();
    delete holder[HELD_TAPS];
    for (const { control, form } of taps.held.splice(0)) {
      control?.removeAttribute(TAP_HELD);
      if (control) tap(control);
      else form?.requestSubmit();
    }
  };
  const observer = new MutationObserver(() => {
    if (hydrated()) replay();
    else if (root.hasAttribute(HYDRATED)) timer ??= setTimeout(replay, SLICES_WAIT_MS);
  });
  // Parts leave too: the gate's card takes the page's place, later parts and all.
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: [HYDRATED],
  });
}
