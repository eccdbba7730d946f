/** The forms that reach the business; also their names at Netlify. */
export type LeadForm = "register" | "contact" | "delivery" | "subscription";

/** Where the forms deliver: the build setting SITE_LEADS, parsed (gatsby/env.ts). */
export type LeadsConfig = { mode: "off" } | { mode: "netlify" } | { mode: "url"; url: string };

/**
 * The fields each form delivers. Netlify keeps only the fields its build found in the form's
 * static copy (public/__forms.html, made from this list), so a field added to a form must be
 * added here too: a unit test compares the forms with it.
 */
export const LEAD_FIELDS: Record<LeadForm, readonly string[]> = {
  register: ["name", "email", "plan", "diet", "without", "district", "language", "page"],
  contact: ["firstName", "lastName", "email", "phone", "subject", "message", "language", "page"],
  // The second step after signing up, linked to the registration by its e-mail.
  delivery: [
    "email",
    "plan",
    "phone",
    "contact",
    "district",
    "days",
    "window",
    "week",
    "diet",
    "without",
    "note",
    "code",
    "language",
    "page",
  ],
  // A subscriber's request (skip, pause, change, cancel): src/subscription/message.ts says
  // which fields each kind sends.
  subscription: [
    "request",
    "email",
    "phone",
    "weeks",
    "from",
    "length",
    "resume",
    "plan",
    "district",
    "days",
    "window",
    "diet",
    "without",
    "reason",
    "language",
    "page",
  ],
};

/**
 * The fields a form needs filled (judged trimmed) before it is sent. Registration needs its
 * two always; the contact form only when it is delivered (SITE_LEADS on: while delivery is
 * off it sends nothing), and never the phone.
 */
export const REQUIRED_WHEN_DELIVERING: Record<LeadForm, readonly string[]> = {
  register: ["name", "email"],
  contact: ["firstName", "lastName", "email", "subject", "message"],
  // Checked by the step itself, each with its message by the field.
  delivery: [],
  // Checked by the page itself, likewise.
  subscription: [],
};
