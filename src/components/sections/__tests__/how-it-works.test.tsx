import { render, screen, within } from "@testing-library/react";
import { content } from "../../../../jest/fixtures";
import { queryData } from "../../../../jest/query-data";
import { HowItWorks } from "../how-it-works";

const { steps, home } = content();

describe("HowItWorks", () => {
  it("is the how-it-works anchor, named by its heading", () => {
    render(<HowItWorks {...queryData<Queries.HowItWorksSectionFragment>()} />);
    const region = screen.getByRole("region", { name: home.howItWorks.title });
    expect(region).toHaveAttribute("id", "how-it-works");
  });

  it("lists the four steps in order, numbered, each with its text", () => {
    render(<HowItWorks {...queryData<Queries.HowItWorksSectionFragment>()} />);
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("OL");
    const titles = within(list)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(steps.map((step) => step.title));
    expect(titles).toHaveLength(4);
    const items = within(list).getAllByRole("listitem");
    items.forEach((item, i) => expect(item).toHaveTextContent(String(i + 1)));
    expect(items[2]).toHaveTextContent(steps[2].text);
  });
});
