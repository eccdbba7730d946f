import { render, screen, within } from "@testing-library/react";
import { asRead, content, fakeImage } from "../../../../jest/fixtures";
import { queryData } from "../../../../jest/query-data";
import { buttonVariants } from "../../ui/button";
import { MealGallery } from "../meal-gallery";

const { home } = content();
const meals = content().meals.map((m) => ({ ...m, image: fakeImage(m.name) }));

describe("MealGallery", () => {
  beforeEach(() =>
    render(
      <MealGallery
        {...queryData<Queries.MealGallerySectionFragment>("en", { meals: { nodes: meals } })}
      />,
    ),
  );

  it("is a section named by its heading", () => {
    expect(screen.getByRole("region", { name: home.gallery.title })).toBeInTheDocument();
    expect(screen.getByText(home.gallery.text)).toBeInTheDocument();
  });

  it("leads to the week's menu by a text link, not a button: the landing's buttons sign up", () => {
    const link = screen.getByRole("link", { name: home.gallery.menuLink });
    expect(link).toHaveAttribute("href", "/menu");
    expect(link).toHaveClass("underline");
    for (const look of buttonVariants({ variant: "outline" }).split(" "))
      if (/^(rounded|border|bg-|inline-flex|h-)/.test(look)) expect(link).not.toHaveClass(look);
  });

  it("shows every dish as a figure with its photo, name and caption", () => {
    const figures = screen.getAllByRole("figure");
    expect(figures).toHaveLength(meals.length);
    meals.forEach((meal, i) => {
      const figure = figures[i];
      const img = within(figure).getByRole("img", { name: meal.alt });
      expect(img).toHaveAttribute("loading", "lazy");
      expect(within(figure).getByText(meal.name)).toBeInTheDocument();
      expect(within(figure).getByText(asRead(meal.caption))).toBeInTheDocument();
    });
  });
});
