import { EARLY_TOGGLE } from "../lib/dom-marks";

// What the tap holder (tap-hold.ts) does to the page before React is in: the early menu
// toggle, and which form a tap sends.

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

/**
 * The form a tap on `control` submits, if it is a submit button: only a <button> or an
 * <input> has the type "submit", and both have `form`.
 */
export function formSentBy(control: Element): HTMLFormElement | null {
  const button = control as HTMLButtonElement;
  return (button.type === "submit" && button.form) || null;
}
