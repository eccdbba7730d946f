import { z } from "zod";
import { href, image, link, text } from "./fields";

export const site = z.strictObject({
  brand: text,
  siteTitle: text,
  description: text,
  shareImage: image,
  /** Describes the share image for people who cannot see it (og:image:alt, twitter:image:alt). */
  shareImageAlt: text,
  currency: z.literal("AMD"),
  email: z.email(),
  phone: text,
  supportEmail: z.email(),
  supportPhone: text,
  hours: z.array(z.strictObject({ days: text, hours: text })).min(1),
  address: z.strictObject({ street: text, postalCode: text, city: text, country: text }),
  socials: z.array(link).min(1),
  legal: z.strictObject({
    company: text,
    seat: text,
    court: text,
    registerNumber: text,
    taxId: text,
    representative: text,
  }),
  footer: z.strictObject({
    legalTitle: text,
    linksTitle: text,
    links: z.array(link).min(1),
    copyright: text,
    delivery: text,
    education: text,
  }),
});

export const navigation = z.array(z.strictObject({ name: text, href })).min(1);

export const ui = z.strictObject({
  skipLink: text,
  navLabel: text,
  navCta: text,
  menuOpen: text,
  menuClose: text,
  themeToDark: text,
  themeToLight: text,
  gate: z.strictObject({
    title: text,
    text,
    passwordLabel: text,
    button: text,
    checking: text,
    impressumLink: text,
    note: text,
    wrongTitle: text,
    wrongText: text,
    grantedTitle: text,
    grantedText: text,
  }),
  notFound: z.strictObject({ title: text, subtitle: text, text, cta: text }),
  error: z.strictObject({ title: text, text, cta: text }),
});
