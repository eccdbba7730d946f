import { z } from "zod";
import { openingHours } from "../lib/structured-data";
import { href, image, link, text } from "./fields";

const hoursEntry = z.strictObject({ days: text, hours: text });

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
  /**
   * "Mon-Fri" and "8:00-20:00": shown as written and read into the structured data's
   * opening hours, so a value that cannot be read fails the build here.
   */
  hours: z
    .array(
      hoursEntry.superRefine((entry, ctx) => {
        try {
          openingHours(entry);
        } catch (err) {
          const message = (err as Error).message;
          ctx.addIssue({ code: "custom", path: [/day/.test(message) ? "days" : "hours"], message });
        }
      }),
    )
    .min(1),
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

/** As pages read it: the opening days written out in the page's language. */
export const siteShown = site.extend({ hours: z.array(hoursEntry.extend({ daysText: text })) });

export const navigation = z.array(z.strictObject({ name: text, href })).min(1);

export const ui = z.strictObject({
  skipLink: text,
  navLabel: text,
  navCta: text,
  menuOpen: text,
  menuClose: text,
  themeToDark: text,
  themeToLight: text,
  /** Names the language switcher for screen readers. */
  languageLabel: text,
  /** Plan cards: the badge of a popular plan, the text of each billing period, the price per day. */
  plans: z.strictObject({
    popular: text,
    period: z.strictObject({ week: text, once: text }),
    /** "{price} a day" beside a weekly plan's price. */
    perDay: text,
    /** What one delivery day of each weekly family brings, so weekly prices can be compared. */
    day: z.strictObject({ ready: text, diy: text }),
    /** A weekly plan's link to the week's menu. */
    menuLink: text,
  }),
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
