import { EARLY_TOGGLE, HYDRATED, LATER, SCRIPTS_NOW, TAP_HELD } from "../lib/dom-marks";
import { formSentBy, tap, toggleEarly } from "./tap-events";

/**
 * How long after the shell the replay waits at most for the later parts: one that never
 * reports must not keep a tap held for good.
 */
export const SLICES_WAIT_MS = 2000;

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
type Held = { control: Element | null; form: HTMLFormElement | null };

/**
 * Started by the pre-paint script: until the page is hydrated (`data-hydrated` on <html>
 * and on every part hydrated later, `data-later`), a tap on a control or a form's submission would reach no handler and be lost, and a
 * form (method="post") would even post to the static host. Each is held instead
 * (preventDefault, and no other listener sees it), the script loader is asked for the
 * scripts at once, and when the page is hydrated the held ones are replayed in order:
 * the pointer and mouse events of a tap on each control (so what acts on mousedown, like
 * Radix Tabs, and what acts on click both react), and `requestSubmit()` for a form sent
 * without a tap on one of its controls (Enter in a field). A second tap on a control
 * already held counts once: a frustrated double tap must not open and close the menu.
 * The replay waits for the later parts too, not only the shell: a tap that updates state
 * above a part React has not hydrated yet (the theme, a tab) makes React give up that
 * part's server HTML and render it anew, with an error.
 *
 * A button marked `data-early-toggle` (the mobile menu's) is not held: until React has
 * hydrated it, this script shows or hides its panel at once (and Escape hides it again,
 * focus back on the button); React takes the state over, so a tap never waits for scripts.
 */
export function holdTapsUntilHydrated(): void {
  const root = document.documentElement;
  const hydrated = () =>
    root.hasAttribute(HYDRATED) && !document.querySelector(`[${LATER}]:not([${HYDRATED}])`);
  if (hydrated()) return;
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

  const onClick = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || target.closest(FIELD)) return;
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
    if (!(form instanceof HTMLFormElement)) return;
    const submitter = (event as SubmitEvent).submitter ?? null;
    hold(event, { control: submitter, form });
  };

  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
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

  let timer: ReturnType<typeof setTimeout> | undefined;
  const replay = () => {
    observer.disconnect();
    clearTimeout(timer);
    removeEventListener("click", onClick, options);
    removeEventListener("submit", onSubmit, options);
    removeEventListener("keydown", onKey, options);
    for (const { control, form } of held.splice(0)) {
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
