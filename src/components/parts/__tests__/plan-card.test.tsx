import { render, screen, within } from "@testing-library/react";
import { asRead, content, inOrder, planBySlug, plansOf, priceOf } from "../../../../jest/fixtures";
import { fill } from "../../../lib/format";
import { registerPathFor } from "../../../lib/plan-choice";
import { PlanCard } from "../plan-card";
import { PlanGrid } from "../plan-grid";

const { home, ui } = content();
const { readyTitle } = home.pricing;
const popularLabel = ui.plans.popular;

describe("PlanCard", () => {
  it("shows name, subtitle, formatted price, period, description and features", () => {
    const plan = planBySlug("ready-3");
    render(<PlanCard plan={plan} />);
    expect(
      screen.getByRole("heading", { name: inOrder(plan.name, plan.subtitle) }),
    ).toBeInTheDocument();
    expect(screen.getByText(asRead(priceOf(plan)))).toBeInTheDocument();
    expect(screen.getByText(ui.plans.period[plan.period])).toBeInTheDocument();
    expect(screen.getByText(plan.description)).toBeInTheDocument();
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(plan.features);
    expect(screen.queryByText(popularLabel)).not.toBeInTheDocument();
  });

  it("shows a weekly plan's price per day beside its weekly price, and none for a one-time box", () => {
    const weekly = planBySlug("ready-3");
    const { unmount } = render(<PlanCard plan={weekly} />);
    expect(weekly.perDayText).toBeTruthy();
    expect(
      screen.getByText(asRead(fill(ui.plans.perDay, { price: weekly.perDayText! }))),
    ).toBeInTheDocument();
    unmount();
    const once = content().plans.find((p) => p.period === "once")!;
    render(<PlanCard plan={once} />);
    const anyPerDay = new RegExp(
      ui.plans.perDay.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace("{price}", ".+"),
    );
    expect(screen.queryByText(anyPerDay)).not.toBeInTheDocument();
    expect(screen.getByText(asRead(priceOf(once)))).toBeInTheDocument();
  });

  it("says what one day of each weekly family brings, so weekly prices can be compared", () => {
    for (const slug of ["ready-4", "diy-4"]) {
      const plan = planBySlug(slug);
      const { unmount } = render(<PlanCard plan={plan} />);
      const family = plan.family as "ready" | "diy";
      expect(screen.getByText(ui.plans.day[family])).toBeInTheDocument();
      unmount();
    }
    const once = content().plans.find((p) => p.period === "once")!;
    render(<PlanCard plan={once} />);
    for (const text of Object.values(ui.plans.day))
      expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  it("links its call to action to /register with the plan, described by the plan name", () => {
    const plan = planBySlug("ready-3");
    render(<PlanCard plan={plan} />);
    const link = screen.getByRole("link", { name: plan.cta });
    expect(link).toHaveAttribute("href", registerPathFor(plan.slug));
    expect(link).toHaveAccessibleDescription(inOrder(plan.name, plan.subtitle));
    expect(link.className).toMatch(/border/);
  });

  it("flags a popular plan with the badge and a highlighted button", () => {
    const plan = planBySlug("diy-4");
    render(<PlanCard plan={plan} />);
    expect(screen.getByText(popularLabel)).toBeInTheDocument();
    expect(screen.getByText(asRead(priceOf(plan)))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: plan.cta }).className).toMatch(/bg-primary/);
  });
});

describe("PlanGrid", () => {
  it("shows a titled section with one card per plan, names one level below", () => {
    const ready = plansOf("ready");
    render(<PlanGrid title={readyTitle} plans={ready} />);
    const region = screen.getByRole("region", { name: readyTitle });
    expect(within(region).getByRole("heading", { level: 3 })).toHaveTextContent(readyTitle);
    expect(within(region).getAllByRole("heading", { level: 4 })).toHaveLength(3);
    for (const plan of ready)
      expect(within(region).getByRole("link", { name: plan.cta })).toBeInTheDocument();
    // A weekly plan also leads to the week's menu.
    expect(within(region).getAllByRole("link", { name: ui.plans.menuLink })).toHaveLength(3);
    expect(within(region).getAllByText(popularLabel)).toHaveLength(1);
  });
});
