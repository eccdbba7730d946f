import { render } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { content } from "../../../jest/fixtures";
import { absoluteUrl, Seo } from "../seo";

const { site, home, mealPlans, contact } = content();

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({
    site: { siteMetadata: { siteUrl: "https://example.am" } },
    siteJson: {
      ...site,
      shareImage: {
        publicURL: "/static/abc/share.jpg",
        childImageSharp: { original: { width: 1200, height: 630 } },
      },
    },
  });
});
afterEach(() => {
  Object.assign(globalThis, { __GATE__: { enabled: false } });
});

function head(ui: React.ReactElement) {
  const { container } = render(ui);
  const meta = (key: string) =>
    container
      .querySelector(`meta[name="${key}"], meta[property="${key}"]`)
      ?.getAttribute("content");
  return { container, meta };
}

test("a page gets '<title> · <brand>', its description and a canonical URL from SITE_URL", () => {
  const { container, meta } = head(
    <Seo title={mealPlans.title} description={mealPlans.description} pathname="/meal-plans" />,
  );
  expect(container.querySelector("title")).toHaveTextContent(`${mealPlans.title} · ${site.brand}`);
  expect(meta("description")).toBe(mealPlans.description);
  expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute(
    "href",
    "https://example.am/meal-plans",
  );
});

test("the landing page gets the site title and the site root as canonical URL", () => {
  const { container, meta } = head(<Seo description={home.description} pathname="/" />);
  expect(container.querySelector("title")).toHaveTextContent(site.siteTitle);
  expect(meta("og:url")).toBe("https://example.am/");
});

test("Open Graph and Twitter card tags carry title, description and the absolute share image", () => {
  const { meta } = head(
    <Seo title={contact.title} description={contact.description} pathname="/contact" />,
  );
  expect(meta("og:type")).toBe("website");
  expect(meta("og:site_name")).toBe(site.brand);
  expect(meta("og:title")).toBe(`${contact.title} · ${site.brand}`);
  expect(meta("og:description")).toBe(contact.description);
  expect(meta("og:image")).toBe("https://example.am/static/abc/share.jpg");
  expect(meta("og:image:width")).toBe("1200");
  expect(meta("og:image:height")).toBe("630");
  expect(meta("og:image:alt")).toBe(site.shareImageAlt);
  expect(meta("twitter:card")).toBe("summary_large_image");
  expect(meta("twitter:image")).toBe("https://example.am/static/abc/share.jpg");
  expect(meta("twitter:title")).toBe(`${contact.title} · ${site.brand}`);
});

test("theme-color for both schemes, icons and the manifest are linked", () => {
  const { container } = head(<Seo description="x" pathname="/" />);
  const colors = [...container.querySelectorAll('meta[name="theme-color"]')];
  expect(colors.map((m) => m.getAttribute("media"))).toEqual([
    "(prefers-color-scheme: light)",
    "(prefers-color-scheme: dark)",
  ]);
  expect(container.querySelector('link[rel="icon"][type="image/svg+xml"]')).toBeInTheDocument();
  expect(container.querySelector('link[rel="icon"][type="image/png"]')).toBeInTheDocument();
  expect(container.querySelector('link[rel="apple-touch-icon"]')).toBeInTheDocument();
  expect(container.querySelector('link[rel="manifest"]')).toBeInTheDocument();
});

test("robots noindex, nofollow only in a gated build", () => {
  expect(head(<Seo description="x" pathname="/" />).meta("robots")).toBeUndefined();
  Object.assign(globalThis, {
    __GATE__: { enabled: true, salt: "", iterations: 1, hash: "" },
  });
  expect(head(<Seo description="x" pathname="/contact" />).meta("robots")).toBe(
    "noindex, nofollow",
  );
});

test("absolute URLs drop a trailing slash except on the root", () => {
  expect(absoluteUrl("https://a.am", "/")).toBe("https://a.am/");
  expect(absoluteUrl("https://a.am", "/contact/")).toBe("https://a.am/contact");
});
