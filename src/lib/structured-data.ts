import { labelled } from "./format";
import { DEFAULT_LANG, type Lang } from "./languages";

/**
 * schema.org structured data (JSON-LD) built from data/ only: the business with its
 * plans as offers. https://schema.org/FoodEstablishment
 */

type Site = {
  brand: string;
  description: string;
  currency: string;
  email: string;
  phone: string;
  hours: ReadonlyArray<{ days: string; hours: string }>;
  address: { street: string; postalCode: string; city: string; country: string };
  legal: { company: string };
};
type Plan = {
  name: string;
  subtitle: string;
  price: number;
  period: string;
};
export type JsonLdObject = { [key: string]: unknown };

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

function dayIndex(abbr: string): number {
  const i = DAYS.findIndex((d) => d.slice(0, 3).toLowerCase() === abbr.trim().toLowerCase());
  if (i < 0) throw new Error(`unknown day "${abbr}" in site.json hours`);
  return i;
}

function time(t: string): string {
  const m = /^(\d{1,2}):(\d{2})$/.exec(t.trim());
  if (!m) throw new Error(`unknown time "${t}" in site.json hours`);
  return `${m[1].padStart(2, "0")}:${m[2]}`;
}

/** "Mon-Fri" + "8:00-20:00" -> OpeningHoursSpecification (Monday..Friday, 08:00, 20:00). */
export function openingHours(entry: { days: string; hours: string }): JsonLdObject {
  const [from, to = from] = entry.days.split(/[-–]/);
  const [start, end] = [dayIndex(from), dayIndex(to)];
  if (end < start) throw new Error(`day range "${entry.days}" runs backwards`);
  const [opens, closes] = entry.hours.split(/[-–]/).map(time);
  if (!closes) throw new Error(`hours "${entry.hours}" need an opening and a closing time`);
  return {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: DAYS.slice(start, end + 1),
    opens,
    closes,
  };
}

/**
 * One plan as an Offer; weekly plans carry a per-week unit price (UN/CEFACT "WEE"). Its
 * name and price only (no description, no itemOffered repeating the name): the plan's
 * description is on the page beside it, and every byte here is in the landing page's HTML,
 * which must fit a phone's first round trip.
 */
export function planOffer(plan: Plan, currency: string, lang: Lang = DEFAULT_LANG): JsonLdObject {
  const offer: JsonLdObject = {
    "@type": "Offer",
    name: labelled(plan.subtitle, plan.name, lang),
    price: plan.price,
    priceCurrency: currency,
  };
  if (plan.period === "week") {
    offer.priceSpecification = {
      "@type": "UnitPriceSpecification",
      price: plan.price,
      priceCurrency: currency,
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "WEE" },
    };
  }
  return offer;
}

/** The business, with its address, hours, area served and the plans as an offer catalog. */
export function businessJsonLd({
  site,
  plans,
  siteUrl,
  lang,
  imageUrl,
  logoUrl,
}: {
  site: Site;
  plans: ReadonlyArray<Plan>;
  siteUrl: string;
  /** The page's language, as `inLanguage`; `url` is the home page in it. */
  lang: Lang;
  imageUrl?: string;
  logoUrl?: string;
}): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "FoodEstablishment",
    "@id": `${siteUrl}/#business`,
    name: site.brand,
    legalName: site.legal.company,
    description: site.description,
    inLanguage: lang,
    url: lang === "en" ? `${siteUrl}/` : `${siteUrl}/${lang}`,
    ...(logoUrl && { logo: logoUrl }),
    ...(imageUrl && { image: imageUrl }),
    telephone: site.phone,
    email: site.email,
    currenciesAccepted: site.currency,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: site.address.country,
    },
    areaServed: { "@type": "City", name: site.address.city },
    openingHoursSpecification: site.hours.map(openingHours),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: site.brand,
      itemListElement: plans.map((p) => planOffer(p, site.currency, lang)),
    },
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the tag. */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
