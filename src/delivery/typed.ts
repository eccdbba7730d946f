import { HONEYPOT_FIELD } from "../lib/dom-marks";
import type { Typed } from "./register-history";

/**
 * What the visitor typed and ticked in a form, by field name (hidden fields and the bot trap
 * left out): a text as one value, a group of boxes as the values ticked, none when unticked,
 * so that a group cleared on purpose is not filled again.
 */
export function typedIn(form: HTMLFormElement): Typed {
  const typed: Typed = {};
  for (const field of form.elements) {
    if (
      !(
        field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement
      ) ||
      !field.name ||
      field.type === "hidden" ||
      field.name === HONEYPOT_FIELD
    )
      continue;
    if (
      field instanceof HTMLInputElement &&
      (field.type === "checkbox" || field.type === "radio")
    ) {
      typed[field.name] ??= [];
      if (field.checked) typed[field.name].push(field.value);
    } else typed[field.name] = [field.value];
  }
  return typed;
}

/** A text field's value as typed, or "" (for a `defaultValue`). */
export const typedText = (typed: Typed | undefined, name: string) => typed?.[name]?.[0] ?? "";
