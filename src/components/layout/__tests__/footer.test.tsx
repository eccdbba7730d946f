import { phoneText } from "../../../lib/format";
import { render, screen, within } from "@testing-library/react";
import { readData } from "../../../../jest/fixtures";
import { Footer } from "../footer";

type Site = {
  brand: string;
  email: string;
  phone: string;
  address: { street: string; city: string };
  legal: { company: string; registerNumber: string; court: string };
  footer: {
    legalTitle: string;
    linksTitle: string;
    links: { name: string; href: string }[];
    copyright: string;
    delivery: string;
    education: string;
  };
};
const site = readData<Site>("site.json");

test("the footer shows the legal-notice block from data", () => {
  render(<Footer />);
  const legal = screen.getByRole("region", { name: site.footer.legalTitle });
  expect(within(legal).getByText(site.legal.company)).toBeInTheDocument();
  expect(within(legal).getByText(site.address.street)).toBeInTheDocument();
  expect(within(legal).getByText(new RegExp(site.address.city))).toBeInTheDocument();
  expect(within(legal).getByRole("link", { name: phoneText(site.phone) })).toHaveAttribute(
    "href",
    expect.stringMatching(/^tel:\+/),
  );
  expect(within(legal).getByRole("link", { name: site.email })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  expect(within(legal).getByText(new RegExp(site.legal.registerNumber))).toBeInTheDocument();
});

test("quick links lead to the legal notice, contact and meal plans", () => {
  render(<Footer />);
  const links = within(screen.getByRole("region", { name: site.footer.linksTitle })).getAllByRole(
    "link",
  );
  expect(links.map((l) => l.getAttribute("href")).sort()).toEqual(
    ["/contact", "/impressum", "/meal-plans"].sort(),
  );
  expect(links.map((l) => l.textContent)).toEqual(site.footer.links.map((l) => l.name));
});

test("copyright, delivery and educational-project lines are shown", () => {
  render(<Footer />);
  const footer = screen.getByRole("contentinfo");
  expect(within(footer).getByText(site.footer.copyright)).toBeInTheDocument();
  expect(within(footer).getByText(site.footer.delivery)).toBeInTheDocument();
  expect(within(footer).getByText(site.footer.education)).toBeInTheDocument();
  expect(site.footer.delivery).toMatch(/Yerevan/);
  expect(site.footer.education).toMatch(/master/);
});
