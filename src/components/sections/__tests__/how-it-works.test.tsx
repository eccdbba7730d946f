import { render, screen, within } from "@testing-library/react";
import { readData } from "../../../../jest/fixtures";
import { HowItWorks } from "../how-it-works";

const steps = readData<{ title: string; text: string }[]>("steps.json");
const home = readData<{ howItWorks: { title: string; text: string } }>("home.json");

describe("HowItWorks", () => {
  it("is the how-it-works anchor, named by its heading", () => {
    render(<HowItWorks {...home.howItWorks} steps={steps} />);
    const region = screen.getByRole("region", { name: "How It Works" });
    expect(region).toHaveAttribute("id", "how-it-works");
  });

  it("lists the four steps in order, numbered, each with its text", () => {
    render(<HowItWorks {...home.howItWorks} steps={steps} />);
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("OL");
    const titles = within(list)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      "Choose Your Plan",
      "Personalize Your Menu",
      "Flexible Scheduling",
      "Fresh Delivery",
    ]);
    const items = within(list).getAllByRole("listitem");
    items.forEach((item, i) => expect(item).toHaveTextContent(String(i + 1)));
    expect(items[2]).toHaveTextContent(/delivery days and times/);
    expect(items[2]).toHaveTextContent(/Skip a week or pause/);
  });
});
