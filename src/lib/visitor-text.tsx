import React from "react";

/** The longest text each form field takes (the `maxLength` of its field). */
export const MAX_LENGTH = {
  name: 100,
  email: 254,
  phone: 40,
  subject: 200,
  message: 5000,
  password: 200,
} as const;

/**
 * A copy template with `{name}` placeholders filled with what a visitor typed, each value in
 * its own <bdi>: a right-to-left or override character in it cannot reorder the sentence
 * around it. Unknown placeholders stay as they are.
 */
export function fillVisitorText(
  template: string,
  values: Record<string, string>,
): React.ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, i) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return key !== undefined && key in values ? <bdi key={i}>{values[key]}</bdi> : part;
  });
}

/**
 * Required fields are judged trimmed: a field holding only spaces is emptied, so the
 * browser shows its own "fill out this field" message. True when every field passed.
 */
export function requireFilled(form: HTMLFormElement, names: string[]): boolean {
  for (const name of names) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement && field.value.trim() === "") field.value = "";
  }
  return form.reportValidity();
}
