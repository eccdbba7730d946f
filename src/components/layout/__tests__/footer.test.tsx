import { render, screen, within } from "@testing-library/react";
import { content, literal, phoneText } from "../../../../jest/fixtures";
import { Footer } from "../footer";

const { site } = content();

test("the footer shows the legal-notice block from data", () => {
  render(<Footer />);
  const legal = screen.getByRole("region", { name: site.footer.legalTitle });
  expect(within(legal).getByText(site.legal.company)).toBeInTheDocument();
  expect(within(legal).getByText(site.address.street)).toBeInTheDocument();
  expect(within(legal).getByText(literal(site.address.city))).toBeInTheDocument();
  expect(within(legal).getByRole("link", { name: phoneText(site.phone) })).toHaveAttribute(
    "href",
    expect.stringMatching(/^tel:\+/),
  );
  expect(within(legal).getByRole("link", { name: site.email })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  expect(within(legal).getByText(literal(site.legal.registerNumber))).toBeInTheDocument();
});

test("quick links lead to the legal notice, contact, meal plans, the week's menu and the requests page", () => {
  render(<Footer />);
  const links = within(screen.getByRole("region", { name: site.footer.linksTitle })).getAllByRole(
    "link",
  );
  expect(links.map((l) => l.getAttribute("href")).sort()).toEqual(
    ["/contact", "/impressum", "/meal-plans", "/menu", "/subscription"].sort(),
  );
  expect(links.map((l) => l.textContent)).toEqual(site.footer.links.map((l) => l.name));
});

test("copyright, delivery and educational-project lines are shown", () => {
  render(<Footer />);
  const footer = screen.getByRole("contentinfo");
  expect(within(footer).getByText(site.footer.copyright)).toBeInTheDocument();
  expect(within(footer).getByText(site.footer.delivery)).toBeInTheDocument();
  expect(within(footer).getByText(site.footer.education)).toBeInTheDocument();
  expect(site.footer.delivery).toMatch(literal(site.address.city));
  // The notice must name the kind of project; data/ holds that only inside this line.
  expect(site.footer.education).toMatch(/master/);
});
