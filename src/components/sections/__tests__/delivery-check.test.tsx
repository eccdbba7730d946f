import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { content, phoneText, siteData, telHref } from "../../../../jest/fixtures";
import { SiteDataProvider } from "../../../hooks/use-site-data";
import type { Lang } from "../../../lib/languages";
import { queryData } from "../../../../jest/query-data";
import { DeliveryCheck } from "../delivery-check";

function setup(lang: Lang = "en") {
  const { contact, districts } = content(lang);
  render(
    <SiteDataProvider value={siteData(lang)}>
      <DeliveryCheck {...queryData<Queries.DeliveryCheckSectionFragment>(lang)} />
    </SiteDataProvider>,
  );
  const select = screen.getByRole("combobox", { name: contact.delivery.label });
  const answer = select.closest("section")!.querySelector<HTMLElement>("[aria-live=polite]")!;
  return { user: userEvent.setup(), select, answer, copy: contact.delivery, districts };
}

describe("DeliveryCheck", () => {
  it("is the delivery anchor, headed by an h2, offering every district and the outside choice", () => {
    const { select, copy, districts } = setup();
    expect(screen.getByRole("region", { name: copy.title })).toHaveAttribute("id", "delivery");
    expect(screen.getByRole("heading", { level: 2, name: copy.title })).toBeInTheDocument();
    const options = within(select)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(options).toEqual([copy.prompt, ...districts.map((d) => d.name), copy.outside]);
    expect(districts).toHaveLength(12);
  });

  it.each(["en", "hy", "ru"] as const)(
    "shows the chosen district's days and windows in %s, in a polite live region",
    async (lang) => {
      const { user, select, answer, copy, districts } = setup(lang);
      expect(answer).toBeEmptyDOMElement();
      for (const district of [districts[0], districts[6]]) {
        await user.selectOptions(select, district.name);
        expect(within(answer).getByText(copy.daysLabel)).toBeInTheDocument();
        expect(within(answer).getByText(district.daysText)).toBeInTheDocument();
        const windows = within(answer)
          .getAllByRole("listitem")
          .map((li) => li.textContent);
        expect(windows).toEqual(district.windows);
      }
    },
  );

  it("answers for places outside Yerevan with the e-mail and phone links", async () => {
    const { user, select, answer, copy } = setup();
    const { site } = content();
    await user.selectOptions(select, copy.outside);
    expect(within(answer).getByText(copy.outsideTitle)).toBeInTheDocument();
    expect(within(answer).getByText(copy.outsideText)).toBeInTheDocument();
    expect(within(answer).getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    expect(within(answer).getByRole("link", { name: phoneText(site.phone) })).toHaveAttribute(
      "href",
      telHref(site.phone),
    );
    expect(within(answer).queryByText(copy.daysLabel)).not.toBeInTheDocument();
    // Back to the prompt: nothing is claimed.
    await user.selectOptions(select, copy.prompt);
    expect(answer).toBeEmptyDOMElement();
  });
});
