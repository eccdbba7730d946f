import { phoneText } from "../../../lib/format";
import { render, screen } from "@testing-library/react";
import { readData, siteData } from "../../../../jest/fixtures";
import { LegalNotice } from "../legal-notice";

type Props = Parameters<typeof LegalNotice>[0];
const copy = readData<Props["copy"]>("impressum.json");
const site = siteData().siteJson as unknown as Props["site"];

describe("LegalNotice", () => {
  it("shows the legal values under German headings", () => {
    render(<LegalNotice copy={copy} site={site} />);
    for (const name of ["Angaben gemäß § 5 TMG", "Vertreten durch", "Registereintrag", "Kontakt"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toHaveAttribute("lang", "de");
    }
    for (const value of [
      "Hamov LLC",
      "24 Teryan Street",
      "Yerevan, Armenia",
      "286.110.01234",
      "Anna Hakobyan, Managing Director",
      site.legal.court,
    ]) {
      expect(screen.getByText(value)).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: phoneText(site.phone) })).toHaveAttribute(
      "href",
      "tel:+37410555123",
    );
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
  });
});
