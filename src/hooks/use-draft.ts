import { useCallback, useEffect, type RefObject } from "react";
import { DRAFT_KEY, HONEYPOT_FIELD } from "../lib/dom-marks";
import { readStorage, removeStorage, writeStorage } from "../lib/storage";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The fields a visitor types or picks; hidden ones (the plan, the honeypot) are not drafts. */
function draftFields(form: HTMLFormElement): Field[] {
  return [...form.elements].filter(
    (el): el is Field =>
      (el instanceof HTMLInputElement ||
        el instanceof HTMLTextAreaElement ||
        el instanceof HTMLSelectElement) &&
      el.name !== "" &&
      el.name !== HONEYPOT_FIELD &&
      el.type !== "hidden",
  );
}

/** A checkbox or radio button: its draft is whether it is ticked. */
const isChoice = (f: Field): f is HTMLInputElement =>
  f instanceof HTMLInputElement && (f.type === "checkbox" || f.type === "radio");
const choiceKey = (f: HTMLInputElement) => `${f.name}=${f.value}`;

/**
 * Keeps what was typed into a form in sessionStorage until it is sent, so a reload (or a
 * failed send and a reload) loses nothing. Restored once the page is hydrated, into fields
 * still empty; `clear` forgets it after a successful send. Off when `enabled` is false.
 */
export function useDraft(name: string, form: RefObject<HTMLFormElement | null>, enabled: boolean) {
  const key = DRAFT_KEY + name;

  useEffect(() => {
    const element = form.current;
    if (!enabled || !element) return;
    let saved: Record<string, unknown> = {};
    try {
      saved = JSON.parse(readStorage("sessionStorage", key) ?? "{}");
    } catch {
      removeStorage("sessionStorage", key);
    }
    for (const field of draftFields(element)) {
      if (isChoice(field)) {
        const value = saved[choiceKey(field)];
        if (typeof value === "boolean") field.checked = value;
        continue;
      }
      const value = saved[field.name];
      if (typeof value === "string" && field.value === "") {
        field.value = value;
        // A list that decides what else the form shows (a district, its days) tells React.
        if (field instanceof HTMLSelectElement)
          field.dispatchEvent(new Event("change", { bubbles: true }));
      }
    }
    const save = () => {
      // A field in a disabled fieldset is not an answer (another kind of request's, on the
      // subscription page): left out, it cannot overwrite a field of the same name that is.
      const values = Object.fromEntries(
        draftFields(element)
          .filter((f) => !f.matches(":disabled"))
          .map((f) => (isChoice(f) ? [choiceKey(f), f.checked] : [f.name, f.value])),
      );
      writeStorage("sessionStorage", key, JSON.stringify(values));
    };
    element.addEventListener("input", save);
    element.addEventListener("change", save);
    return () => {
      element.removeEventListener("input", save);
      element.removeEventListener("change", save);
    };
  }, [enabled, form, key]);

  return useCallback(() => removeStorage("sessionStorage", key), [key]);
}
