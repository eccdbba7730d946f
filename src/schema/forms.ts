import { z } from "zod";
import { text } from "./fields";

/** The copy of the contact form (data/contact.json, `form`). */
export const contactForm = z.strictObject({
  title: text,
  firstName: text,
  lastName: text,
  email: text,
  phone: text,
  subject: text,
  message: text,
  submit: text,
  notSentTitle: text,
  notSentText: text,
  sending: text,
  sentTitle: text,
  sentText: text,
  failureTitle: text,
});

/** The "Do we deliver to you?" check (contact.json, `delivery`); districts are in districts.json. */
export const deliveryCheck = z.strictObject({
  title: text,
  text,
  label: text,
  prompt: text,
  outside: text,
  daysLabel: text,
  windowsLabel: text,
  outsideTitle: text,
  outsideText: text,
});

/** The copy of the registration form: everything of register.json but the page's title and description. */
export const registerForm = z.strictObject({
  heading: text,
  text,
  nameLabel: text,
  emailLabel: text,
  /** The plan chosen on a card, shown above the fields. */
  plan: z.strictObject({ title: text, change: text, clear: text }),
  /** The optional district select: its label and its empty first choice. */
  districtLabel: text,
  districtNone: text,
  submit: text,
  submitting: text,
  back: text,
  consent: text,
  successTitle: text,
  successText: text,
  failureTitle: text,
  failureText: text,
  welcomeTitle: text,
  welcomeText: text,
  welcomeCta: text,
});
