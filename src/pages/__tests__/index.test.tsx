import { render, screen } from "@testing-library/react";
import type { PageProps } from "gatsby";
import { content } from "../../../jest/fixtures";
import { queryData } from "../../../jest/query-data";
import { SiteDataProvider, siteDataFrom } from "../../hooks/use-site-data";
import { localPath, type Lang, type LangContext } from "../../lib/languages";
import IndexPage from "../index";

/** The landing page as Gatsby renders it in `lang`, with its query's business part. */
function renderLanding(lang: Lang) {
  const pathname = localPath("/", lang);
  const data = queryData<Queries.HomePageQuery>(lang, { offers: { nodes: content(lang).plans } });
  const props = {
    data,
    location: { pathname },
    pageContext: { lang },
  } as unknown as PageProps<Queries.HomePageQuery, LangContext>;
  return render(
    <SiteDataProvider value={siteDataFrom(data, lang, pathname)}>
      <IndexPage {...props} />
    </SiteDataProvider>,
  );
}

test("the landing page itself carries the business, after its content, in its language", () => {
  const { site, plans, home } = content("ru");
  const { container } = renderLanding("ru");
  const blocks = container.querySelectorAll('script[type="application/ld+json"]');
  expect(blocks).toHaveLength(1);
  const business = JSON.parse(blocks[0].textContent ?? "");
  expect(business).toMatchObject({
    "@type": "FoodEstablishment",
    name: site.brand,
    inLanguage: "ru",
    address: { streetAddress: site.address.street, addressLocality: site.address.city },
  });
  expect(business.openingHoursSpecification).toHaveLength(site.hours.length);
  expect(business.hasOfferCatalog.itemListElement.map((o: { price: number }) => o.price)).toEqual(
    plans.map((p) => p.price),
  );
  // After the last section (the FAQ), outside it: the first screen's HTML comes before it.
  const faq = screen.getByRole("region", { name: home.faq.title });
  expect(faq.compareDocumentPosition(blocks[0])).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
});
