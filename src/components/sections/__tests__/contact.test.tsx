import { phoneText } from "../../../lib/format";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { readData, siteData } from "../../../../jest/fixtures";
import { Toasts } from "../../../app/toasts";
import { ContactForm, type ContactFormCopy } from "../contact-form";
import { ContactInfo } from "../contact-info";
import { ContactMap } from "../contact-map";

type Contact = NonNullable<Queries.ContactPageQuery["contactJson"]>;
const page = readData<Contact>("contact.json");
const { siteJson: site } = siteData() as unknown as {
  siteJson: Parameters<typeof ContactInfo>[0]["site"];
};

describe("ContactForm", () => {
  function setup() {
    render(
      <>
        <ContactForm copy={page.form as ContactFormCopy} email={site.email} phone={site.phone} />
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
    expectField("First name", "text", "given-name");
    expectField("Last name", "text", "family-name");
    expectField("Email", "email", "email");
    expectField("Phone (optional)", "tel", "tel");
    expectField("Subject", "text", "off");
    expect(screen.getByLabelText("Message").tagName).toBe("TEXTAREA");
    expect(screen.getByRole("heading", { name: "Send us a message" })).toBeInTheDocument();
  });

  it("keeps what was typed and says in a toast that messages are not sent online", async () => {
    const user = setup();
    await user.type(screen.getByLabelText("First name"), "Ani");
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.type(screen.getByLabelText("Message"), "Do you deliver to Abovyan?");
    const submitted = jest.fn();
    document.addEventListener("submit", submitted);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByText("Messages cannot be sent online yet")).toBeInTheDocument();
    expect(
      screen.getByText(
        `Your text is still in the form. Please email us at ${site.email} or call ${site.phone}.`,
      ),
    ).toBeInTheDocument();
    expect(submitted.mock.calls[0][0].defaultPrevented).toBe(true);
    expect(screen.getByLabelText("First name")).toHaveValue("Ani");
    expect(screen.getByLabelText("Message")).toHaveValue("Do you deliver to Abovyan?");
    document.removeEventListener("submit", submitted);
  });
});

describe("ContactInfo", () => {
  function setup() {
    render(
      <ContactInfo
        cards={page.cards}
        socialTitle={page.socialTitle}
        impressumLink={page.impressumLink}
        site={site}
      />,
    );
  }

  it("shows e-mail, phone, business hours and the kitchen address", () => {
    setup();
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    expect(screen.getByText("We respond within 24 hours")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: phoneText(site.phone) })).toHaveAttribute(
      "href",
      "tel:+37410555123",
    );
    const hours = screen.getByRole("heading", { name: "Business hours" }).parentElement!;
    expect(hours).toHaveTextContent("Mon-Fri8:00-20:00Sat9:00-18:00Sun10:00-16:00");
    const address = screen.getByRole("heading", { name: "Kitchen address" }).parentElement!;
    expect(address).toHaveTextContent("Yerevan");
  });

  it("links Facebook, Instagram and LinkedIn safely in a new tab, and the legal notice", () => {
    setup();
    for (const name of ["Facebook", "Instagram", "LinkedIn"]) {
      const link = screen.getByRole("link", { name });
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(link.getAttribute("href")).toMatch(/^https:\/\//);
    }
    expect(screen.getByRole("link", { name: "Legal notice (Impressum)" })).toHaveAttribute(
      "href",
      "/impressum",
    );
  });
});

describe("ContactMap", () => {
  it("shows the placeholder and a Get Directions button described by the note", () => {
    render(<ContactMap {...page.map} address="24 Teryan Street, Yerevan" />);
    const region = screen.getByRole("region", { name: page.map.title });
    const button = within(region).getByRole("button", { name: "Get Directions" });
    expect(button).toHaveAccessibleDescription(page.map.text);
  });
});
