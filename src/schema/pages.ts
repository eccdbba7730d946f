import { z } from "zod";
import { image, text, titled } from "./fields";
import { contactForm, deliveryCheck, registerForm } from "./forms";

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
  gallery: z.strictObject({ title: text, text, menuLink: text }),
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
    menuLink: text,
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
  form: contactForm,
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
  delivery: deliveryCheck,
});

export const register = z.strictObject({ ...page, ...registerForm.shape });

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
