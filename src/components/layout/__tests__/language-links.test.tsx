import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { content, literal, siteData } from "../../../../jest/fixtures";
import { Providers } from "../../../app/root";
import { SiteDataProvider } from "../../../hooks/use-site-data";
import { LANGUAGES, localPath } from "../../../lib/languages";
import { Footer } from "../footer";
import { Navbar } from "../navbar";

const { ui, nav, site } = content("ru");
const PAGE = "/ru/meal-plans";
const russian = LANGUAGES.find((l) => l.code === "ru")!;

/** The page in each language: [name, href, hreflang]. */
const expected = [
  ["English", "/meal-plans", "en"],
  ["Հայերեն", "/hy/meal-plans", "hy"],
  ["Русский", "/ru/meal-plans", "ru"],
];

function renderInRussian(ui: React.ReactElement, address = PAGE) {
  window.history.replaceState(null, "", address);
  return render(
    <Providers>
      <SiteDataProvider value={siteData("ru", PAGE)}>{ui}</SiteDataProvider>
    </Providers>,
  );
}

/** Name, address and language of each link, and which one is the page's own. */
function describeLinks(box: HTMLElement) {
  const links = within(box).getAllByRole("link");
  expect(links.map((a) => a.getAttribute("lang"))).toEqual(LANGUAGES.map((l) => l.code));
  expect(within(box).getByRole("link", { current: true })).toHaveAccessibleName(russian.name);
  return links.map((a) => [a.textContent, a.getAttribute("href"), a.getAttribute("hreflang")]);
}

beforeEach(() => jest.mocked(navigate).mockClear());
afterEach(() => window.history.replaceState(null, "", "/"));

test("the bar's language button shows this page in every language, each named in itself", async () => {
  const user = userEvent.setup();
  renderInRussian(<Navbar pathname={PAGE} />);
  const button = screen.getByRole("button", { name: literal(ui.languageLabel) });
  expect(button).toHaveAccessibleName(`${ui.languageNow} ${russian.name}`);
  expect(button).toHaveAttribute("aria-expanded", "false");
  // Inside the bar's navigation the links are a group of their own, shown on demand.
  expect(screen.queryByRole("group", { name: ui.languageLabel })).toBeNull();

  await user.click(button);
  expect(button).toHaveAttribute("aria-expanded", "true");
  const panel = screen.getByRole("group", { name: ui.languageLabel });
  expect(describeLinks(panel)).toEqual(expected);

  await user.keyboard("{Escape}");
  expect(button).toHaveAttribute("aria-expanded", "false");
  expect(button).toHaveFocus();
});

test("internal links stay in Russian: the items and the call to action", () => {
  renderInRussian(<Navbar pathname={PAGE} />);
  const bar = screen.getByRole("navigation", { name: ui.navLabel });
  const items = within(within(bar).getAllByRole("list")[0]).getAllByRole("link");
  expect(items.map((a) => a.getAttribute("href"))).toEqual(nav.map((i) => localPath(i.href, "ru")));
  expect(items.map((a) => a.getAttribute("href"))).toContain("/ru#faq");
  expect(within(bar).getByRole("link", { current: "page" })).toHaveAttribute("href", PAGE);
  expect(within(bar).getByRole("link", { name: ui.navCta })).toHaveAttribute(
    "href",
    "/ru/register",
  );
});

test("switching language keeps the chosen tab and the section", async () => {
  const user = userEvent.setup();
  renderInRussian(<Navbar pathname={PAGE} />, `${PAGE}?tab=ingredient-kits#faq`);
  const button = screen.getByRole("button", { name: literal(ui.languageLabel) });
  await user.click(button);
  const armenian = screen.getByRole("link", { name: "Հայերեն" });
  await user.click(armenian);
  expect(navigate).toHaveBeenCalledWith("/hy/meal-plans?tab=ingredient-kits#faq");
  expect(armenian).toHaveAttribute("href", "/hy/meal-plans?tab=ingredient-kits#faq");
  expect(button).toHaveAttribute("aria-expanded", "false");
});

test("the mobile menu ends with the language links; choosing one closes the menu", async () => {
  const user = userEvent.setup();
  renderInRussian(<Navbar pathname={PAGE} />);
  const toggle = screen.getByRole("button", { name: ui.menuOpen });
  await user.click(toggle);
  const menu = document.getElementById("mobile-menu")!;
  expect(within(menu).getByRole("link", { name: ui.navCta })).toHaveAttribute(
    "href",
    "/ru/register",
  );
  const languages = within(menu).getByRole("group", { name: ui.languageLabel });
  expect(describeLinks(languages)).toEqual(expected);
  await user.click(within(languages).getByRole("link", { name: "English" }));
  expect(navigate).toHaveBeenCalledWith("/meal-plans");
  expect(toggle).toHaveAttribute("aria-expanded", "false");
});

test("the footer links this page in every language and keeps its own links in Russian", () => {
  renderInRussian(<Footer />);
  const footer = screen.getByRole("contentinfo");
  const languages = within(footer).getByRole("navigation", { name: ui.languageLabel });
  expect(describeLinks(languages)).toEqual(expected);
  const quick = within(footer).getByRole("region", { name: site.footer.linksTitle });
  expect(
    within(quick)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href")),
  ).toEqual(site.footer.links.map((l) => localPath(l.href, "ru")));
  // Typeset copy keeps its no-break spaces: compared as it is.
  expect(
    within(footer).getByText(site.footer.copyright, { normalizer: (t) => t }),
  ).toBeInTheDocument();
});
