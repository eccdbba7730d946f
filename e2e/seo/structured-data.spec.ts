import { load } from "cheerio";
import { openingHours } from "../../src/lib/structured-data";
import { LANGUAGE_CODES, localPath } from "../../src/lib/languages";
import { content } from "../support/content";
import { expect, test, visit } from "../support/fixtures";
import { jsonLd, type JsonLd } from "../support/seo";

/*
 * The landing page in every language describes the business in the HTML it serves, for
 * search engines and link previews that run no scripts: read from the response's text, as
 * such a reader gets it. The block comes after the page's content, so the first screen's HTML
 * is not held up by it; after hydration it is there once, and there is no FAQPage.
 */
type Business = JsonLd & {
  name: string;
  inLanguage: string;
  address: Record<string, string>;
  openingHoursSpecification: unknown[];
  hasOfferCatalog: { itemListElement: { name: string; price: number; priceCurrency: string }[] };
};

/** A served page as a reader that runs no scripts parses it, with where each element is. */
const parse = (html: string) => load(html, { sourceCodeLocationInfo: true });

for (const lang of LANGUAGE_CODES) {
  const path = localPath("/", lang);

  test(`${path} serves the business in its HTML, after the page's content`, async ({ request }) => {
    const { site, plans } = content(lang);
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const $ = parse(await response.text());
    const blocks = $('script[type="application/ld+json"]').toArray();
    const businesses = blocks
      .map((el) => JSON.parse($(el).text()) as JsonLd)
      .filter((data) => data["@type"] === "FoodEstablishment");
    expect(businesses).toHaveLength(1);
    const business = businesses[0] as Business;
    expect(business.name).toBe(site.brand);
    expect(business.inLanguage).toBe(lang);
    expect(business.address).toMatchObject({
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: site.address.country,
    });
    expect(business.openingHoursSpecification).toEqual(site.hours.map(openingHours));
    const offers = business.hasOfferCatalog.itemListElement;
    expect(offers.map((o) => o.price)).toEqual(plans.map((p) => p.price));
    expect(offers.map((o) => o.priceCurrency)).toEqual(plans.map(() => site.currency));
    offers.forEach((offer, i) => expect(offer.name).toContain(plans[i].name));
    // None in the head; in the body after the last section (the FAQ).
    const faqEnd = $("#faq")[0].sourceCodeLocation!.endOffset;
    for (const el of blocks) {
      expect($(el).closest("body")).toHaveLength(1);
      expect(el.sourceCodeLocation!.startOffset).toBeGreaterThan(faqEnd);
    }
  });
}

test("after hydration the landing page holds the business once and no FAQPage", async ({
  page,
}) => {
  await visit(page, "/");
  expect((await jsonLd(page)).map((d) => d["@type"])).toEqual(["FoodEstablishment"]);
});
