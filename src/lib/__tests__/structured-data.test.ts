import fs from "node:fs";
import path from "node:path";
import { content } from "../../../jest/fixtures";
import { businessJsonLd, openingHours, serializeJsonLd } from "../structured-data";
import { THEME_COLOR } from "../theme-color";
import { textProblems } from "../../../gatsby/typography-check";

const { site, plans } = content();
const business = businessJsonLd({ site, plans, siteUrl: "https://example.am", lang: "en" });

test("opening hours become schema.org specifications with full day names and hh:mm", () => {
  expect(openingHours({ days: "Mon-Fri", hours: "8:00-20:00" })).toEqual({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "08:00",
    closes: "20:00",
  });
  expect(openingHours({ days: "Sun", hours: "10:00-16:00" })).toMatchObject({
    dayOfWeek: ["Sunday"],
  });
  expect(() => openingHours({ days: "Mon-Xyz", hours: "8:00-20:00" })).toThrow(/Xyz/);
  expect(() => openingHours({ days: "Mon", hours: "eight" })).toThrow(/eight/);
});

test("the business carries name, address, phone, e-mail, hours and area served from data/", () => {
  expect(business).toMatchObject({
    "@context": "https://schema.org",
    "@type": "FoodEstablishment",
    name: site.brand,
    telephone: site.phone,
    email: site.email,
    url: "https://example.am/",
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      postalCode: site.address.postalCode,
    },
    areaServed: { "@type": "City", name: site.address.city },
    inLanguage: "en",
  });
  expect(business.openingHoursSpecification).toHaveLength(site.hours.length);
});

test("in another language the business names that language and its home page", () => {
  const ru = content("ru");
  const inRussian = businessJsonLd({
    site: ru.site,
    plans: ru.plans,
    siteUrl: "https://example.am",
    lang: "ru",
  });
  expect(inRussian).toMatchObject({
    inLanguage: "ru",
    url: "https://example.am/ru",
    description: ru.site.description,
    address: { streetAddress: ru.site.address.street, addressLocality: ru.site.address.city },
  });
  // The id names the one business whatever the language; the offers keep their prices.
  expect(inRussian["@id"]).toBe(business["@id"]);
  const offers = inRussian.hasOfferCatalog as { itemListElement: { price: number }[] };
  expect(offers.itemListElement.map((o) => o.price)).toEqual(plans.map((p) => p.price));
});

test("every plan is an offer in the site's currency, weekly plans priced per week", () => {
  const catalog = business.hasOfferCatalog as { itemListElement: Record<string, unknown>[] };
  expect(catalog.itemListElement).toHaveLength(plans.length);
  catalog.itemListElement.forEach((offer, i) => {
    expect(offer).toMatchObject({
      "@type": "Offer",
      price: plans[i].price,
      priceCurrency: site.currency,
    });
    // Weekly plans (period key "week") carry a per-week unit price.
    if (plans[i].period === "week")
      expect(offer.priceSpecification).toMatchObject({
        "@type": "UnitPriceSpecification",
        referenceQuantity: { unitCode: "WEE", value: 1 },
      });
    else expect(offer.priceSpecification).toBeUndefined();
  });
});

test("an offer's name joins the plan's kind and name as each language writes a colon", () => {
  const names = (lang: "en" | "hy" | "ru") => {
    const words = content(lang);
    const ld = businessJsonLd({ site: words.site, plans: words.plans, siteUrl: "", lang });
    const catalog = ld.hasOfferCatalog as { itemListElement: { name: string }[] };
    return { plans: words.plans, names: catalog.itemListElement.map((o) => o.name) };
  };
  const en = names("en");
  expect(en.names).toEqual(en.plans.map((p) => `${p.subtitle}: ${p.name}`));
  const hy = names("hy");
  // Armenian's own «՝», never a Latin colon after Armenian text.
  expect(hy.names).toEqual(hy.plans.map((p) => `${p.subtitle}՝ ${p.name}`));
  for (const name of hy.names) expect(textProblems(name, "hy")).toEqual([]);
  const ru = names("ru");
  expect(ru.names).toEqual(ru.plans.map((p) => `${p.subtitle}: ${p.name}`));
});

test("serialized JSON-LD is valid JSON that cannot close its script element", () => {
  const text = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
  expect(text).not.toContain("<");
  expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  expect(JSON.parse(serializeJsonLd(business))).toEqual(business);
});

test("theme-color values equal the page background of each scheme in global.css", () => {
  const css = fs.readFileSync(path.join(__dirname, "..", "..", "styles", "global.css"), "utf8");
  const background = (selector: string) =>
    new RegExp(`${selector}\\s*\\{[^}]*--background:\\s*(#[0-9a-f]+)`, "i").exec(css)?.[1];
  expect(background(":root")).toBe(THEME_COLOR.light);
  expect(background("\\.dark")).toBe(THEME_COLOR.dark);
});
