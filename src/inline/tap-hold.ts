import { EARLY_TOGGLE, HELD_TAPS, HYDRATED, SCRIPTS_NOW, TAP_HELD } from "../lib/dom-marks";
import { formSentBy, toggleEarly } from "./tap-events";

/**
 * What a tap can land on that needs the scripts: links, text fields and a <details> summary
 * (the menu's folded filters open natively) work without them.
 */
const CONTROL = 'button, [role="tab"], input[type="submit"]';
/** Fields a click goes into to type or choose, never to act. */
const FIELD =
  'input:not([type="submit"]):not([type="button"]), textarea, select, [contenteditable]';

/**
 * A held tap on a control, or a form sent without one (Enter in a field); `form` is the
 * form either would send, so the two count once.
 */
export type Held = { control: Element | null; form: HTMLFormElement | null };

/** What the holder leaves on window (HELD_TAPS) for the replay in the page's scripts. */
export type HeldTaps = { held: Held[]; stop: () => void };

/**
 * Started by the pre-paint script: until the page is hydrated, a tap on a control or a
 * form's submission would reach no handler and be lost, and a form (method="post") would
 * even post to the static host. Each is held instead (preventDefault, and no other listener
 * sees it), and the script loader is asked for the scripts at once. A second tap on a
 * control already held counts once: a frustrated double tap must not open and close the
 * menu. The page's scripts replay the held taps once the page is hydrated and stop the
 * holding (src/inline/tap-replay.ts): that half is not needed before they run, and every byte
 * here is in every page's first round trip.
 *
 * A button marked `data-early-toggle` (the mobile menu's) is not held: until React has
 * hydrated it, this script shows or hides its panel at once (and Escape hides it again,
 * focus back on the button); React takes the state over, so a tap never waits for scripts.
 */
export function holdTapsUntilHydrated(): void {
  if (document.documentElement.hasAttribute(HYDRATED)) return;
  const held: Held[] = [];

  const hold = (event: Event, entry: Held) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    const seen = held.some(
      (h) =>
        (entry.control && h.control === entry.control) || (entry.form && h.form === entry.form),
    );
    if (seen) return;
    held.push(entry);
    entry.control?.setAttribute(TAP_HELD, "");
    dispatchEvent(new Event(SCRIPTS_NOW));
  };

  // Set by the replay; a flag rather than removing the listeners, which costs more bytes.
  let stopped = false;
  const onClick = (event: Event) => {
    const target = event.target;
    if (stopped || !(target instanceof Element) || target.closest(FIELD)) return;
    const early = target.closest(`[${EARLY_TOGGLE}]`);
    if (early) {
      // Once React has it, the button's own handler answers; nothing above it waits.
      if (early.hasAttribute(HYDRATED)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      toggleEarly(early);
      return;
    }
    const control = target.closest(CONTROL);
    if (control) hold(event, { control, form: formSentBy(control) });
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (stopped || !(form instanceof HTMLFormElement)) return;
    const submitter = (event as SubmitEvent).submitter ?? null;
    hold(event, { control: submitter, form });
  };

  const onKey = (event: KeyboardEvent) => {
    if (stopped || event.key !== "Escape") return;
    const open = document.querySelector(
      `[${EARLY_TOGGLE}][aria-expanded="true"]:not([${HYDRATED}])`,
    );
    if (!(open instanceof HTMLElement)) return;
    toggleEarly(open);
    open.focus();
  };

  const options = { capture: true };
  addEventListener("click", onClick, options);
  addEventListener("submit", onSubmit, options);
  addEventListener("keydown", onKey, options);
  const taps: HeldTaps = { held, stop: () => (stopped = true) };
  (window as unknown as Record<string, HeldTaps>)[HELD_TAPS] = taps;
}
