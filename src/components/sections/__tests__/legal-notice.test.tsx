import { render, screen } from "@testing-library/react";
import { content, phoneText, telHref } from "../../../../jest/fixtures";
import { queryData } from "../../../../jest/query-data";
import { LegalNotice } from "../legal-notice";

const { impressum: copy, site } = content();

describe("LegalNotice", () => {
  it("shows the legal values under headings marked with their language", () => {
    render(<LegalNotice {...queryData<Queries.LegalNoticeSectionFragment>()} />);
    for (const name of [
      copy.providerHeading,
      copy.representativeHeading,
      copy.registerHeading,
      copy.contactHeading,
    ]) {
      expect(screen.getByRole("heading", { level: 2, name })).toHaveAttribute(
        "lang",
        copy.headingLang,
      );
    }
    for (const value of [
      site.legal.company,
      site.address.street,
      site.legal.seat,
      site.legal.registerNumber,
      site.legal.representative,
      site.legal.court,
    ]) {
      expect(screen.getByText(value)).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: phoneText(site.phone) })).toHaveAttribute(
      "href",
      telHref(site.phone),
    );
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
  });
});

test("the Armenian and Russian notices give their headings in their own language", () => {
  const HEADINGS = [
    "title",
    "providerHeading",
    "representativeHeading",
    "registerHeading",
    "contactHeading",
    "privacyHeading",
  ] as const;
  for (const lang of ["hy", "ru"] as const) {
    const own = content(lang).impressum;
    expect(own.headingLang).toBe(lang);
    for (const key of HEADINGS) expect(own[key]).not.toMatch(/[A-Za-z]/);
  }
  // The English page keeps its partly German headings, marked as German.
  expect(copy.headingLang).toBe("de");
});
