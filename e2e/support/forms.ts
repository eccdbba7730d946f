import type { Page } from "@playwright/test";
import {
  CONTACT_MESSAGE,
  VISITOR,
  type ContactField,
  type ContactValues,
} from "../../jest/visitor";
import type { Content } from "./content";

/*
 * Filling the two forms as a visitor does, by their labels in the page's language. What is
 * typed is the same in the unit tests (jest/visitor.ts).
 */
export { CONTACT_MESSAGE, VISITOR };

/** Types a name and an e-mail into the register form. */
export async function fillRegister(
  page: Page,
  { register }: Pick<Content, "register">,
  visitor: { name: string; email: string } = VISITOR,
) {
  await page.getByLabel(register.nameLabel).fill(visitor.name);
  await page.getByLabel(register.emailLabel).fill(visitor.email);
}

/**
 * Types each of `values` into the contact form. Labels are matched exactly: one label can
 * hold another (Armenian "Անուն" is inside "Ազգանուն").
 */
export async function fillContact(
  page: Page,
  { contact }: Pick<Content, "contact">,
  values: ContactValues = CONTACT_MESSAGE,
) {
  for (const [field, value] of Object.entries(values) as [ContactField, string][])
    await page.getByLabel(contact.form[field], { exact: true }).fill(value);
}

/** The contact form's field for `field`, by its label. */
export const contactField = (
  page: Page,
  { contact }: Pick<Content, "contact">,
  field: ContactField,
) => page.getByLabel(contact.form[field], { exact: true });
