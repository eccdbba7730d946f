import { render } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { readData } from "../../../jest/fixtures";
import { BusinessJsonLd, FaqJsonLd } from "../json-ld";

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({
    site: { siteMetadata: { siteUrl: "https://example.am" } },
    siteJson: {
      ...readData<object>("site.json"),
      shareImage: { publicURL: "/static/x/share.jpg" },
    },
    allPlansJson: { nodes: readData("plans.json") },
    allFaqJson: { nodes: readData("faq.json") },
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
  expect(data.hasOfferCatalog.itemListElement[0].priceCurrency).toBe("AMD");
});

test("FaqJsonLd renders a FAQPage", () => {
  const data = jsonLd(<FaqJsonLd />);
  expect(data["@type"]).toBe("FAQPage");
  expect(data.mainEntity.length).toBe(readData<unknown[]>("faq.json").length);
});
