import { EARLY_TOGGLE } from "../lib/dom-marks";

// What the tap replay (tap-replay.ts) does to the page: the early menu toggle, and a held
// tap sent again.

/** Shows or hides the button's panel, and swaps its label with the one it will need next. */
export function toggleEarly(button: Element): void {
  const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!panel) return;
  const show = panel.hidden;
  panel.hidden = !show;
  button.setAttribute("aria-expanded", String(show));
  const next = button.getAttribute(EARLY_TOGGLE);
  if (next) {
    button.setAttribute(EARLY_TOGGLE, button.getAttribute("aria-label") ?? "");
    button.setAttribute("aria-label", next);
  }
}

/** The form a tap on `control` submits, if it is a submit button. */
export function formSentBy(control: Element): HTMLFormElement | null {
  if (control instanceof HTMLButtonElement || control instanceof HTMLInputElement)
    return control.type === "submit" ? control.form : null;
  return null;
}

/** The events of a tap with the primary button, as a browser sends them. */
export function tap(target: Element): void {
  const init = { bubbles: true, cancelable: true, composed: true, view: window, button: 0 };
  const Pointer = typeof PointerEvent === "function" ? PointerEvent : MouseEvent;
  const pointer = { ...init, pointerId: 1, pointerType: "mouse", isPrimary: true };
  target.dispatchEvent(new Pointer("pointerdown", { ...pointer, buttons: 1 }));
  target.dispatchEvent(new MouseEvent("mousedown", { ...init, buttons: 1, detail: 1 }));
  target.dispatchEvent(new Pointer("pointerup", pointer));
  target.dispatchEvent(new MouseEvent("mouseup", { ...init, detail: 1 }));
  target.dispatchEvent(new MouseEvent("click", { ...init, detail: 1 }));
}
