import { render, screen, within } from "@testing-library/react";
import { readData } from "../../../../jest/fixtures";
import { PlanCard, type Plan } from "../plan-card";
import { PlanGrid } from "../plan-grid";

const plans = readData<Plan[]>("plans.json");
const byslug = (slug: string) => plans.find((p) => p.slug === slug)!;

describe("PlanCard", () => {
  it("shows name, subtitle, formatted price, period, description and features", () => {
    render(<PlanCard plan={byslug("ready-3")} popularLabel="Most Popular" />);
    expect(screen.getByRole("heading", { name: /3 Days.*Ready-to-eat meals/ })).toBeInTheDocument();
    expect(screen.getByText("12,000 AMD")).toBeInTheDocument();
    expect(screen.getByText("per week")).toBeInTheDocument();
    expect(screen.getByText(byslug("ready-3").description)).toBeInTheDocument();
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(byslug("ready-3").features);
    expect(screen.queryByText("Most Popular")).not.toBeInTheDocument();
  });

  it("links its call to action to /register, described by the plan name", () => {
    render(<PlanCard plan={byslug("ready-3")} popularLabel="Most Popular" />);
    const link = screen.getByRole("link", { name: "Choose 3 Days" });
    expect(link).toHaveAttribute("href", "/register");
    expect(link).toHaveAccessibleDescription(/3 Days.*Ready-to-eat meals/);
    expect(link.className).toMatch(/border/);
  });

  it("flags a popular plan with the badge and a highlighted button", () => {
    render(<PlanCard plan={byslug("diy-4")} popularLabel="Most Popular" />);
    expect(screen.getByText("Most Popular")).toBeInTheDocument();
    expect(screen.getByText("11,000 AMD")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Choose 4 Days" }).className).toMatch(/bg-primary/);
  });
});

describe("PlanGrid", () => {
  it("shows a titled section with one card per plan, names one level below", () => {
    const ready = plans.filter((p) => p.family === "ready");
    render(<PlanGrid title="Ready-to-eat meals" plans={ready} popularLabel="Most Popular" />);
    const region = screen.getByRole("region", { name: "Ready-to-eat meals" });
    expect(within(region).getByRole("heading", { level: 3 })).toHaveTextContent(
      "Ready-to-eat meals",
    );
    expect(within(region).getAllByRole("heading", { level: 4 })).toHaveLength(3);
    expect(within(region).getAllByRole("link")).toHaveLength(3);
    expect(within(region).getAllByText("Most Popular")).toHaveLength(1);
  });
});
