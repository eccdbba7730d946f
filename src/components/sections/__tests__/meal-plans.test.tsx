import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PageProps } from "gatsby";
import { readData } from "../../../../jest/fixtures";
import MealPlansPage from "../../../pages/meal-plans";

type Page = NonNullable<Queries.MealPlansPageQuery["mealPlansJson"]>;
type Plan = Queries.MealPlansPageQuery["plans"]["nodes"][number];

function pageData(): Queries.MealPlansPageQuery {
  const page = readData<Page & { hero: { image: unknown } }>("meal-plans.json");
  return {
    // The image is a File node in GraphQL; the unit test leaves it out.
    mealPlansJson: { ...page, hero: { ...page.hero, image: { childImageSharp: null } } },
    homeJson: { pricing: readData<{ pricing: { popularLabel: string } }>("home.json").pricing },
    menu: { nodes: readData("menu.json") },
    plans: { nodes: readData<Plan[]>("plans.json") },
  } as Queries.MealPlansPageQuery;
}

function setup(search = "") {
  window.history.replaceState(null, "", `/meal-plans${search}`);
  const props = { data: pageData(), location: { search } } as PageProps<Queries.MealPlansPageQuery>;
  render(<MealPlansPage {...props} />);
  return userEvent.setup();
}

describe("/meal-plans", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("opens on the ready-to-eat tab: six benefits and the first 3 meals of the week", () => {
    setup();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Choose the plan that fits your life",
    );
    expect(screen.getByRole("tab", { name: "Ready-to-Eat Meals" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getAllByRole("heading", { level: 3 })).toHaveLength(6 + 1);
    const menu = within(panel).getByRole("region", { name: "This week's sample menu" });
    const meals = within(menu).getAllByRole("heading", { level: 4 });
    expect(meals.map((h) => h.textContent)).toEqual([
      "Grilled Chicken Quinoa Bowl",
      "Herb-Crusted Salmon with Greens",
      "Chicken Khorovats with Bulgur Pilaf",
    ]);
    expect(menu).toHaveTextContent("Monday");
    expect(menu).toHaveTextContent("520 kcal");
    expect(menu).toHaveTextContent("42g protein");
    expect(menu).not.toHaveTextContent("Thursday");
  });

  it("switches to the kits tab with the arrow key and writes ?tab= into the address", async () => {
    const user = setup();
    await user.click(screen.getByRole("tab", { name: "Ready-to-Eat Meals" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Ingredient Kits" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(window.location.search).toBe("?tab=ingredient-kits");
    const included = screen.getByRole("region", { name: "What's Included" });
    expect(within(included).getAllByRole("listitem")).toHaveLength(4);
    expect(screen.queryByRole("region", { name: "This week's sample menu" })).toBeNull();
  });

  it("opens the kits tab from the deep link", () => {
    setup("?tab=ingredient-kits");
    expect(screen.getByRole("tab", { name: "Ingredient Kits" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("tabpanel")).toHaveTextContent("DIY ingredient kits");
  });

  it("shows the single box and two grids of three plans, the 4-day plans flagged", () => {
    setup();
    const trial = screen.getByRole("region", { name: "Try Before You Subscribe" });
    expect(trial).toHaveTextContent("5,000 AMD");
    expect(trial).toHaveTextContent("one-time");
    for (const [grid, prices] of [
      ["Ready-to-eat subscriptions", ["12,000 AMD", "15,000 AMD", "15,000 AMD"]],
      ["DIY ingredient-kit subscriptions", ["9,000 AMD", "11,000 AMD", "15,000 AMD"]],
    ] as const) {
      const section = screen.getByRole("region", { name: grid });
      const cards = within(section).getAllByRole("listitem", { name: "" });
      const plans = cards.filter((li) => li.parentElement?.parentElement === section);
      expect(plans).toHaveLength(3);
      expect(plans.map((li) => li.textContent!.match(/[\d,]+ AMD/)![0])).toEqual(prices);
      expect(within(section).getAllByText("Most Popular")).toHaveLength(1);
      expect(within(plans[1]).getByText("Most Popular")).toBeInTheDocument();
    }
    const ctas = screen
      .getAllByRole("link")
      .filter((a) => /^Choose|^Order/.test(a.textContent ?? ""));
    expect(ctas).toHaveLength(7);
    ctas.forEach((a) => expect(a).toHaveAttribute("href", "/register"));
  });

  it("ends with the three-point strip and the closing banner", () => {
    setup();
    expect(screen.getByText("Save 5+ hours weekly")).toBeInTheDocument();
    expect(screen.getByText("Achieve your goals")).toBeInTheDocument();
    expect(screen.getByText("Restaurant quality")).toBeInTheDocument();
    const banner = screen.getByRole("region", { name: "Ready to eat better this week?" });
    expect(within(banner).getByRole("link", { name: "Start Your Journey" })).toHaveAttribute(
      "href",
      "/register",
    );
  });
});
