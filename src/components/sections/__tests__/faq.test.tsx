import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { content, literal, phoneText, telHref } from "../../../../jest/fixtures";
import { queryData } from "../../../../jest/query-data";
import { Faq } from "../faq";

const { faq: items, home, site, paying } = content();

const setup = () => {
  const user = userEvent.setup();
  render(<Faq {...queryData<Queries.FaqSectionFragment>()} />);
  const triggers = items.map((item) => screen.getByRole("button", { name: item.question }));
  return { user, triggers };
};
const expanded = (triggers: HTMLElement[]) =>
  triggers.map((t) => t.getAttribute("aria-expanded") === "true");

describe("Faq", () => {
  it("is the faq anchor with every question closed at first", () => {
    const { triggers } = setup();
    expect(screen.getByRole("region", { name: home.faq.title })).toHaveAttribute("id", "faq");
    expect(expanded(triggers).every((open) => !open)).toBe(true);
  });

  it("opens one answer at a time and collapses it again", async () => {
    const { user, triggers } = setup();
    await user.click(triggers[0]);
    expect(screen.getByText(items[0].answer)).toBeVisible();
    await user.click(triggers[1]);
    expect(expanded(triggers)).toEqual(items.map((_, i) => i === 1));
    expect(screen.queryByText(items[0].answer)).not.toBeInTheDocument();
    await user.click(triggers[1]);
    expect(expanded(triggers).some(Boolean)).toBe(false);
  });

  it("works from the keyboard: Enter and Space toggle, arrows move between questions", async () => {
    const { user, triggers } = setup();
    triggers[0].focus();
    await user.keyboard("{Enter}");
    expect(triggers[0]).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{ArrowDown}");
    expect(triggers[1]).toHaveFocus();
    await user.keyboard(" ");
    expect(expanded(triggers)).toEqual(items.map((_, i) => i === 1));
    await user.keyboard("{ArrowUp}");
    expect(triggers[0]).toHaveFocus();
  });

  it("makes every promise the business states in its FAQ", async () => {
    const { user, triggers } = setup();
    let text = "";
    for (const [i, trigger] of triggers.entries()) {
      await user.click(trigger);
      const open = document.querySelector("[role=region][data-state=open]")!.textContent;
      expect(open).toMatch(literal(items[i].answer));
      text += " " + open;
    }
    // The business's promises. data/ holds them only inside the answers, not as values
    // of their own, so they stay written out here: a reworded answer must still make them.
    for (const statement of [
      /up to 4 weeks/,
      /no cancellation fees/,
      /5-7 days/,
      /3-5 days/,
      /within 24 hours/,
      /vegetarian, vegan, keto, Mediterranean and gluten-free/,
      /everywhere in Yerevan.*free on all plans/,
    ])
      expect(text).toMatch(statement);
  });

  it("shows the support e-mail and phone from the site data", () => {
    setup();
    expect(screen.getByRole("link", { name: site.supportEmail })).toHaveAttribute(
      "href",
      `mailto:${site.supportEmail}`,
    );
    expect(screen.getByRole("link", { name: phoneText(site.supportPhone) })).toHaveAttribute(
      "href",
      telHref(site.supportPhone),
    );
  });

  it("answers how and when to pay with the words kept once for every place that says it", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: paying.question }));
    expect(screen.getByText(paying.text)).toBeVisible();
  });

  it("links an answer to the page that says more, in the page's language", async () => {
    const { user, triggers } = setup();
    const index = items.findIndex((item) => item.link);
    const link = items[index].link!;
    await user.click(triggers[index]);
    expect(screen.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
  });
});
