import { render } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { content, shellData } from "../../../jest/fixtures";
import { LANGUAGES, type Lang } from "../../lib/languages";
import { absoluteUrl, Seo } from "../seo";

const { site, home, mealPlans, contact } = content();

/** The SiteData part of a page's query result in `lang`. */
function shell(lang: Lang) {
  return shellData(lang) as Queries.SiteDataFragment;
}
const en = shell("en");

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
  // React warns about <html> inside the test's <div>; in the page it goes into the document.
  const warn = jest.spyOn(console, "error").mockImplementation(() => {});
  const { container } = render(ui);
  warn.mockRestore();
  const meta = (key: string) =>
    container
      .querySelector(`meta[name="${key}"], meta[property="${key}"]`)
      ?.getAttribute("content");
  const alternates = () =>
    [...container.querySelectorAll('link[rel="alternate"]')].map((l) => [
      l.getAttribute("hreflang"),
      l.getAttribute("href"),
    ]);
  return { container, meta, alternates };
}

test("a page gets '<title> · <brand>', its description and a canonical URL from SITE_URL", () => {
  const { container, meta } = head(
    <Seo
      data={en}
      lang="en"
      title={mealPlans.title}
      description={mealPlans.description}
      pathname="/meal-plans"
    />,
  );
  expect(container.querySelector("title")).toHaveTextContent(`${mealPlans.title} · ${site.brand}`);
  expect(meta("description")).toBe(mealPlans.description);
  expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute(
    "href",
    "https://example.am/meal-plans",
  );
});

test("the landing page gets the site title and the site root as canonical URL", () => {
  const { container, meta } = head(
    <Seo data={en} lang="en" description={home.description} pathname="/" />,
  );
  expect(container.querySelector("title")).toHaveTextContent(site.siteTitle);
  expect(meta("og:url")).toBe("https://example.am/");
});

test("Open Graph and Twitter card tags carry title, description and the absolute share image", () => {
  const { meta } = head(
    <Seo
      data={en}
      lang="en"
      title={contact.title}
      description={contact.description}
      pathname="/contact"
    />,
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
  expect(meta("twitter:image:alt")).toBe(site.shareImageAlt);
  // X falls back to the og: title, description and image: no copies under twitter:.
  expect(meta("twitter:title")).toBeUndefined();
  expect(meta("twitter:image")).toBeUndefined();
});

test("theme-color for both schemes, icons and the manifest are linked", () => {
  const { container } = head(<Seo data={en} lang="en" description="x" pathname="/" />);
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
  expect(
    head(<Seo data={en} lang="en" description="x" pathname="/" />).meta("robots"),
  ).toBeUndefined();
  Object.assign(globalThis, {
    __GATE__: { enabled: true, salt: "", iterations: 1, hash: "" },
  });
  expect(head(<Seo data={en} lang="en" description="x" pathname="/contact" />).meta("robots")).toBe(
    "noindex, nofollow",
  );
});

test("a page in Russian: its language, title, canonical URL, and the page in every language", () => {
  const ru = content("ru");
  const { container, meta, alternates } = head(
    <Seo
      data={shell("ru")}
      lang="ru"
      title={ru.mealPlans.title}
      description={ru.mealPlans.description}
      pathname="/ru/meal-plans"
    />,
  );
  expect(container.querySelector("html")).toHaveAttribute("lang", "ru");
  expect(container.querySelector("title")).toHaveTextContent(
    `${ru.mealPlans.title} · ${site.brand}`,
  );
  expect(meta("description")).toBe(ru.mealPlans.description);
  expect(meta("og:image:alt")).toBe(ru.site.shareImageAlt);
  expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute(
    "href",
    "https://example.am/ru/meal-plans",
  );
  expect(alternates()).toEqual([
    ["en", "https://example.am/meal-plans"],
    ["hy", "https://example.am/hy/meal-plans"],
    ["ru", "https://example.am/ru/meal-plans"],
    ["x-default", "https://example.am/meal-plans"],
  ]);
  const locale = (code: Lang) => LANGUAGES.find((l) => l.code === code)!.ogLocale;
  expect(meta("og:locale")).toBe(locale("ru"));
  const others = container.querySelectorAll('meta[property="og:locale:alternate"]');
  expect([...others].map((m) => m.getAttribute("content"))).toEqual([locale("en"), locale("hy")]);
});

test("the Armenian landing page gets the Armenian site title and its alternates", () => {
  const hy = content("hy");
  const { container, meta, alternates } = head(
    <Seo data={shell("hy")} lang="hy" description={hy.home.description} pathname="/hy" />,
  );
  expect(container.querySelector("html")).toHaveAttribute("lang", "hy");
  expect(container.querySelector("title")).toHaveTextContent(hy.site.siteTitle);
  expect(meta("og:url")).toBe("https://example.am/hy");
  expect(alternates()).toEqual([
    ["en", "https://example.am/"],
    ["hy", "https://example.am/hy"],
    ["ru", "https://example.am/ru"],
    ["x-default", "https://example.am/"],
  ]);
});

test("a not-found page links no alternates", () => {
  const { alternates } = head(
    <Seo data={en} lang="en" alternates={false} description="x" pathname="/nope" />,
  );
  expect(alternates()).toEqual([]);
});

test("absolute URLs drop a trailing slash except on the root", () => {
  expect(absoluteUrl("https://a.am", "/")).toBe("https://a.am/");
  expect(absoluteUrl("https://a.am", "/contact/")).toBe("https://a.am/contact");
});
