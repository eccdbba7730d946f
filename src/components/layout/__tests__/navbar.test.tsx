import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { content, navName } from "../../../../jest/fixtures";
import { HYDRATED } from "../../../lib/dom-marks";
import { Providers } from "../../../app/root";
import { LANGUAGES } from "../../../lib/languages";
import { Navbar } from "../navbar";

const { nav, ui } = content();

function renderNavbar(pathname = "/") {
  const result = render(
    <Providers>
      <Navbar pathname={pathname} />
    </Providers>,
  );
  const rerender = (next: string) =>
    result.rerender(
      <Providers>
        <Navbar pathname={next} />
      </Providers>,
    );
  return { ...result, rerender };
}

const mobileMenu = () => document.getElementById("mobile-menu")!;

test("the items come from data, in order, plus the call to action to /register", () => {
  renderNavbar();
  const bar = screen.getByRole("navigation", { name: ui.navLabel });
  const desktop = within(bar).getAllByRole("list")[0];
  const links = within(desktop).getAllByRole("link");
  expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual(
    nav.map((i) => [i.name, i.href]),
  );
  expect(within(bar).getAllByRole("link", { name: ui.navCta })[0]).toHaveAttribute(
    "href",
    "/register",
  );
});

test("the current page is marked with aria-current, section links never", () => {
  const current = () =>
    screen.getAllByRole("link", { current: "page", hidden: true }).map((l) => l.textContent);
  const { rerender } = renderNavbar("/meal-plans");
  // Once in the bar, once in the (closed) mobile menu.
  expect(current()).toEqual([navName("/meal-plans"), navName("/meal-plans")]);
  rerender("/");
  expect(current()).toEqual([navName("/"), navName("/")]);
  rerender("/no-such-page");
  expect(screen.queryAllByRole("link", { current: "page", hidden: true })).toHaveLength(0);
});

test("the mobile menu toggle is labelled, reports aria-expanded and Escape closes it", async () => {
  const user = userEvent.setup();
  renderNavbar();
  const toggle = screen.getByRole("button", { name: ui.menuOpen });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  expect(mobileMenu()).not.toBeVisible();
  await user.click(toggle);
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  expect(toggle).toHaveAccessibleName(ui.menuClose);
  expect(mobileMenu()).toBeVisible();
  const items = within(mobileMenu()).getAllByRole("link");
  // The page's items, the call to action, then this page in every language.
  expect(items.map((l) => l.textContent)).toEqual([
    ...nav.map((i) => i.name),
    ui.navCta,
    ...LANGUAGES.map((l) => l.name),
  ]);
  items[0].focus();
  await user.keyboard("{Escape}");
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  expect(mobileMenu()).not.toBeVisible();
  expect(toggle).toHaveFocus();
});

test("the mobile menu is keyboard-usable and closes when an item is chosen", async () => {
  const user = userEvent.setup();
  renderNavbar("/contact");
  const toggle = screen.getByRole("button", { name: ui.menuOpen });
  toggle.focus();
  await user.keyboard("{Enter}");
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  await user.click(within(mobileMenu()).getByRole("link", { name: nav[2].name }));
  expect(toggle).toHaveAttribute("aria-expanded", "false");
});

test("a route change closes the mobile menu", async () => {
  const user = userEvent.setup();
  const { rerender } = renderNavbar("/");
  await user.click(screen.getByRole("button", { name: ui.menuOpen }));
  expect(mobileMenu()).toBeVisible();
  rerender("/contact");
  expect(mobileMenu()).not.toBeVisible();
  expect(screen.getByRole("button", { name: ui.menuOpen })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
});

test("a menu the pre-paint script opened before React was in stays open; React takes it over", async () => {
  const user = userEvent.setup();
  const tree = (
    <Providers>
      <Navbar pathname="/" />
    </Providers>
  );
  const host = document.createElement("div");
  host.innerHTML = renderToString(tree);
  document.body.append(host);
  // As the pre-paint script leaves the server's HTML after a tap on the toggle.
  mobileMenu().hidden = false;
  await act(async () => {
    hydrateRoot(host, tree);
  });
  const toggle = screen.getByRole("button", { name: ui.menuClose });
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  expect(toggle).toHaveAttribute(HYDRATED);
  await user.click(toggle);
  expect(mobileMenu()).not.toBeVisible();
  expect(screen.getByRole("button", { name: ui.menuOpen })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  host.remove();
});

test("the bar is transparent at the top and opaque after more than 20 px of scroll", () => {
  renderNavbar();
  const header = screen.getByRole("banner");
  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, "scrollY", { value: y, configurable: true });
      window.dispatchEvent(new Event("scroll"));
    });
  expect(header).toHaveClass("bg-transparent");
  scrollTo(20);
  expect(header).toHaveClass("bg-transparent");
  scrollTo(21);
  expect(header).toHaveClass("bg-background");
  expect(header).not.toHaveClass("bg-transparent");
  scrollTo(0);
  expect(header).toHaveClass("bg-transparent");
});

test("on the landing page a section item scrolls there instead of navigating", async () => {
  const user = userEvent.setup();
  const section = document.createElement("section");
  section.id = "pricing";
  document.body.append(section);
  const scroll = jest.spyOn(section, "scrollIntoView");
  renderNavbar("/");
  const bar = within(screen.getByRole("navigation", { name: ui.navLabel })).getAllByRole("list")[0];
  await user.click(within(bar).getByRole("link", { name: navName("/#pricing") }));
  expect(scroll).toHaveBeenCalled();
  expect(window.location.hash).toBe("#pricing");
  section.remove();
});

test("elsewhere a section item links to the landing page with the anchor", () => {
  renderNavbar("/contact");
  const bar = within(screen.getByRole("navigation", { name: ui.navLabel })).getAllByRole("list")[0];
  expect(within(bar).getByRole("link", { name: navName("/#faq") })).toHaveAttribute(
    "href",
    "/#faq",
  );
});
