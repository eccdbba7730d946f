/*
 * What a visitor types into the forms, shared by the unit tests and the browser tests (never
 * the site's copy: these are a visitor's own words).
 */

/** A registration's name and e-mail. */
export const VISITOR = { name: "Ani Petrosyan", email: "ani@example.am" } as const;

/** A contact message, field by field (the contact form's field names). */
export const CONTACT_MESSAGE = {
  firstName: "Ani",
  lastName: "Petrosyan",
  email: "ani@example.am",
  phone: "+374 91 123456",
  subject: "Keto plan",
  message: "Do you deliver to Avan on Saturdays?",
} as const;

export type ContactField = keyof typeof CONTACT_MESSAGE;
export type ContactValues = Partial<Record<ContactField, string>>;
