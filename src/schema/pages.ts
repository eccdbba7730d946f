import { z } from "zod";
import { image, text, titled } from "./fields";

const page = { title: text, description: text };
const figure = z.strictObject({
  value: z.number().nonnegative(),
  unit: z.enum(["percent", "kilogram"]).optional(),
});

export const home = z.strictObject({
  ...page,
  hero: z.strictObject({
    badge: text,
    title: text,
    text,
    trustPoints: z.array(text).min(1),
    cta: text,
    image,
    imageAlt: text,
  }),
  /** Each claim's figure is a placeholder ("{rating}") for a fact of `figures`, written per language. */
  claims: z.array(z.strictObject({ value: text, label: text })).min(1),
  figures: z.strictObject({
    rating: figure,
    satisfaction: figure,
    weightLoss: figure,
    hoursSaved: figure,
  }),
  gallery: titled,
  howItWorks: titled,
  testimonials: z.strictObject({ title: text, text, ratingLabel: text }),
  pricing: z.strictObject({
    title: text,
    text,
    highlights: z.array(text).min(1),
    readyTitle: text,
    diyTitle: text,
  }),
  faq: z.strictObject({
    title: text,
    text,
    supportTitle: text,
    supportText: text,
    emailLabel: text,
    phoneLabel: text,
  }),
});

const tab = z.strictObject({
  value: z.string().regex(/^[a-z-]+$/),
  label: text,
  title: text,
  text,
  benefits: z.array(titled).length(6),
});

export const mealPlans = z.strictObject({
  ...page,
  hero: z.strictObject({ title: text, text, image, imageAlt: text }),
  tabs: z.array(tab).length(2),
  sampleMenu: z.strictObject({
    title: text,
    text,
    count: z.number().int().positive(),
    caloriesLabel: text,
    proteinLabel: text,
  }),
  included: z.strictObject({ title: text, items: z.array(titled).min(1) }),
  trial: titled,
  readyGrid: titled,
  diyGrid: titled,
  strip: z.array(titled).min(1),
  banner: z.strictObject({ title: text, text, cta: text }),
});

export const contact = z.strictObject({
  ...page,
  header: titled,
  form: z.strictObject({
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
  }),
  cards: z.strictObject({
    emailTitle: text,
    emailNote: text,
    phoneTitle: text,
    phoneNote: text,
    hoursTitle: text,
    addressTitle: text,
  }),
  socialTitle: text,
  impressumLink: text,
  map: z.strictObject({ title: text, text, button: text }),
  /** The "Do we deliver to you?" check; the districts themselves are in districts.json. */
  delivery: z.strictObject({
    title: text,
    text,
    label: text,
    prompt: text,
    outside: text,
    daysLabel: text,
    windowsLabel: text,
    outsideTitle: text,
    outsideText: text,
  }),
});

export const register = z.strictObject({
  ...page,
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

export const impressum = z.strictObject({
  ...page,
  subtitle: text,
  /** Language of the (German) headings, for screen readers' pronunciation. */
  headingLang: z.string().regex(/^[a-z]{2}$/),
  providerHeading: text,
  representativeHeading: text,
  registerHeading: text,
  seatLabel: text,
  courtLabel: text,
  registerNumberLabel: text,
  taxIdLabel: text,
  contactHeading: text,
  phoneLabel: text,
  emailLabel: text,
  privacyHeading: text,
  privacyText: text,
  privacyLink: text,
  back: text,
});
