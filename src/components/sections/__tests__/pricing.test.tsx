import { render, screen, within } from "@testing-library/react";
import { readData } from "../../../../jest/fixtures";
import type { Plan } from "../plan-card";
import { Pricing } from "../pricing";

const plans = readData<Plan[]>("plans.json");
const home = readData<{ pricing: Queries.HomePricingFragment["pricing"] }>("home.json");
const ready = plans.filter((p) => p.family === "ready");
const diy = plans.filter((p) => p.family === "diy");

describe("Pricing", () => {
  beforeEach(() => render(<Pricing copy={home.pricing} ready={ready} diy={diy} />));

  it("is the pricing anchor and says free delivery and no setup fees plainly", () => {
    expect(screen.getByRole("region", { name: home.pricing.title })).toHaveAttribute(
      "id",
      "pricing",
    );
    expect(screen.getByText("Free delivery in Yerevan")).toBeInTheDocument();
    expect(screen.getByText("No setup fees")).toBeInTheDocument();
  });

  it.each([
    ["Ready-to-eat meals", ["12,000 AMD", "15,000 AMD", "15,000 AMD"]],
    ["DIY ingredient kits", ["9,000 AMD", "11,000 AMD", "15,000 AMD"]],
  ])("shows the %s weekly prices and flags the 4-day plan", (family, prices) => {
    const grid = screen.getByRole("region", { name: family });
    expect(
      within(grid)
        .getAllByText(/\d AMD$/)
        .map((el) => el.textContent),
    ).toEqual(prices);
    expect(within(grid).getAllByText("per week")).toHaveLength(3);
    const popular = within(grid).getByText("Most Popular").closest("li")!;
    expect(within(popular).getByRole("heading")).toHaveTextContent(/^4 Days/);
  });

  it("leads every plan to /register", () => {
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(6);
    links.forEach((link) => expect(link).toHaveAttribute("href", "/register"));
  });
});
