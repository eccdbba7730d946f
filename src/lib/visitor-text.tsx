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
export function requireFilled(form: HTMLFormElement, names: readonly string[]): boolean {
  for (const name of names) {
    const field = form.elements.namedItem(name);
    const typed = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
    if (typed && field.value.trim() === "") field.value = "";
  }
  return form.reportValidity();
}

/** The length limit of each field a form delivers; fields not named here get FIELD_MAX. */
const FIELD_LIMITS: Record<string, number> = {
  name: MAX_LENGTH.name,
  firstName: MAX_LENGTH.name,
  lastName: MAX_LENGTH.name,
  email: MAX_LENGTH.email,
  phone: MAX_LENGTH.phone,
  subject: MAX_LENGTH.subject,
  message: MAX_LENGTH.message,
};
const FIELD_MAX = 2000;

/** The fields trimmed and cut to the same limits as the form's fields (`maxlength`). */
export function limitFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      value.trim().slice(0, FIELD_LIMITS[key] ?? FIELD_MAX),
    ]),
  );
}
