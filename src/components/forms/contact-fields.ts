import { MAX_LENGTH } from "../../lib/visitor-text";

type Field = {
  name: "firstName" | "lastName" | "email" | "phone" | "subject";
  type: string;
  autoComplete: string;
  maxLength: number;
  wide?: boolean;
};

/** The contact form's one-line fields, in their order; the message follows them. */
export const CONTACT_FIELDS: Field[] = [
  { name: "firstName", type: "text", autoComplete: "given-name", maxLength: MAX_LENGTH.name },
  { name: "lastName", type: "text", autoComplete: "family-name", maxLength: MAX_LENGTH.name },
  { name: "email", type: "email", autoComplete: "email", maxLength: MAX_LENGTH.email },
  { name: "phone", type: "tel", autoComplete: "tel", maxLength: MAX_LENGTH.phone },
  {
    name: "subject",
    type: "text",
    autoComplete: "off",
    maxLength: MAX_LENGTH.subject,
    wide: true,
  },
];
