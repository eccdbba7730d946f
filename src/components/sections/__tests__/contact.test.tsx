import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { content, fill, phoneText, telHref } from "../../../../jest/fixtures";
import { Toasts } from "../../../app/toasts";
import { queryData } from "../../../../jest/query-data";
import { ContactForm } from "../contact-form";
import { ContactInfo } from "../contact-info";
import { ContactMap } from "../contact-map";

const { contact: page, site } = content();
const { form, cards } = page;

describe("ContactForm", () => {
  function setup() {
    render(
      <>
        <ContactForm {...queryData<Queries.ContactFormSectionFragment>()} />
        <Toasts />
      </>,
    );
    return userEvent.setup();
  }

  it("labels every field with the right type and autocomplete", () => {
    setup();
    const expectField = (label: string, type: string | null, autoComplete: string) => {
      const field = screen.getByLabelText(label);
      if (type) expect(field).toHaveAttribute("type", type);
      expect(field).toHaveAttribute("autocomplete", autoComplete);
      expect(field).not.toBeRequired();
    };
    expectField(form.firstName, "text", "given-name");
    expectField(form.lastName, "text", "family-name");
    expectField(form.email, "email", "email");
    expectField(form.phone, "tel", "tel");
    expectField(form.subject, "text", "off");
    expect(screen.getByLabelText(form.message).tagName).toBe("TEXTAREA");
    expect(screen.getByRole("heading", { name: form.title })).toBeInTheDocument();
  });

  it("keeps what was typed and says in a toast that messages are not sent online", async () => {
    const user = setup();
    await user.type(screen.getByLabelText(form.firstName), "Ani");
    await user.type(screen.getByLabelText(form.email), "not-an-email");
    await user.type(screen.getByLabelText(form.message), "Do you deliver to Abovyan?");
    const submitted = jest.fn();
    document.addEventListener("submit", submitted);
    await user.click(screen.getByRole("button", { name: form.submit }));

    expect(await screen.findByText(form.notSentTitle)).toBeInTheDocument();
    expect(
      screen.getByText(fill(form.notSentText, { email: site.email, phone: site.phone })),
    ).toBeInTheDocument();
    expect(submitted.mock.calls[0][0].defaultPrevented).toBe(true);
    expect(screen.getByLabelText(form.firstName)).toHaveValue("Ani");
    expect(screen.getByLabelText(form.message)).toHaveValue("Do you deliver to Abovyan?");
    document.removeEventListener("submit", submitted);
  });
});

describe("ContactInfo", () => {
  function setup() {
    render(<ContactInfo {...queryData<Queries.ContactInfoSectionFragment>()} />);
  }

  it("shows e-mail, phone, business hours and the kitchen address", () => {
    setup();
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    expect(screen.getByText(cards.emailNote)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: phoneText(site.phone) })).toHaveAttribute(
      "href",
      telHref(site.phone),
    );
    const hours = screen.getByRole("heading", { name: cards.hoursTitle }).parentElement!;
    expect(hours).toHaveTextContent(site.hours.map((row) => row.days + row.hours).join(""));
    const address = screen.getByRole("heading", { name: cards.addressTitle }).parentElement!;
    expect(address).toHaveTextContent(site.address.city);
  });

  it("links every social network safely in a new tab, and the legal notice", () => {
    setup();
    for (const { name } of site.socials) {
      const link = screen.getByRole("link", { name });
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(link.getAttribute("href")).toMatch(/^https:\/\//);
    }
    expect(screen.getByRole("link", { name: page.impressumLink })).toHaveAttribute(
      "href",
      "/impressum",
    );
  });
});

describe("ContactMap", () => {
  it("shows the kitchen's address, the placeholder and the directions button described by the note", () => {
    const { street, postalCode, city, country } = site.address;
    render(<ContactMap {...queryData<Queries.ContactMapSectionFragment>()} />);
    const region = screen.getByRole("region", { name: page.map.title });
    expect(
      within(region).getByText(`${street}, ${postalCode} ${city}, ${country}`),
    ).toBeInTheDocument();
    const button = within(region).getByRole("button", { name: page.map.button });
    expect(button).toHaveAccessibleDescription(page.map.text);
  });
});
