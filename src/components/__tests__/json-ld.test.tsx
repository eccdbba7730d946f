import { render } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { content, shellData } from "../../../jest/fixtures";
import type { Lang } from "../../lib/languages";
import { BusinessJsonLd } from "../json-ld";

const { site } = content();

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({
    site: { siteMetadata: { siteUrl: "https://example.am" } },
    siteJson: { shareImage: { publicURL: "/static/x/share.jpg" } },
  });
});

/** The SiteData and BusinessData parts of a page's query result in `lang`. */
function businessData(lang: Lang) {
  return {
    ...shellData(lang),
    offers: { nodes: content(lang).plans },
  } as unknown as Queries.SiteDataFragment & Queries.BusinessDataFragment;
}

function jsonLd(ui: React.ReactElement) {
  const { container } = render(ui);
  const scripts = container.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0].textContent ?? "");
}

test("BusinessJsonLd renders the business as valid JSON-LD with absolute URLs", () => {
  const data = jsonLd(<BusinessJsonLd data={businessData("en")} lang="en" />);
  expect(data["@context"]).toBe("https://schema.org");
  expect(data["@type"]).toBe("FoodEstablishment");
  expect(data.inLanguage).toBe("en");
  expect(data.url).toBe("https://example.am/");
  expect(data.image).toBe("https://example.am/static/x/share.jpg");
  expect(data.logo).toMatch(/^https:\/\/example\.am\/icons\/icon-512\.png$/);
  expect(data.hasOfferCatalog.itemListElement[0].priceCurrency).toBe(site.currency);
});

test("on an Armenian page the business is described in Armenian, with its Armenian address", () => {
  const hy = content("hy");
  const data = jsonLd(<BusinessJsonLd data={businessData("hy")} lang="hy" />);
  expect(data.inLanguage).toBe("hy");
  expect(data.url).toBe("https://example.am/hy");
  expect(data.description).toBe(hy.site.description);
  expect(data.address.streetAddress).toBe(hy.site.address.street);
  expect(data.hasOfferCatalog.itemListElement).toHaveLength(hy.plans.length);
});
