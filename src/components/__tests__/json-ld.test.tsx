import { render } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { content } from "../../../jest/fixtures";
import { BusinessJsonLd, FaqJsonLd } from "../json-ld";

const { site, plans, faq } = content();

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({
    site: { siteMetadata: { siteUrl: "https://example.am" } },
    siteJson: { ...site, shareImage: { publicURL: "/static/x/share.jpg" } },
    allPlansJson: { nodes: plans },
    allFaqJson: { nodes: faq },
  });
});

function jsonLd(ui: React.ReactElement) {
  const { container } = render(ui);
  const scripts = container.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0].textContent ?? "");
}

test("BusinessJsonLd renders the business as valid JSON-LD with absolute URLs", () => {
  const data = jsonLd(<BusinessJsonLd />);
  expect(data["@context"]).toBe("https://schema.org");
  expect(data["@type"]).toBe("FoodEstablishment");
  expect(data.image).toBe("https://example.am/static/x/share.jpg");
  expect(data.logo).toMatch(/^https:\/\/example\.am\/icons\/icon-512\.png$/);
  expect(data.hasOfferCatalog.itemListElement[0].priceCurrency).toBe(site.currency);
});

test("FaqJsonLd renders a FAQPage", () => {
  const data = jsonLd(<FaqJsonLd />);
  expect(data["@type"]).toBe("FAQPage");
  expect(data.mainEntity.length).toBe(faq.length);
});
