import { render, screen, within } from "@testing-library/react";
import { readData } from "../../../../jest/fixtures";
import { Testimonials } from "../testimonials";

type T = Queries.TestimonialFieldsFragment;
const testimonials = readData<T[]>("testimonials.json");
const home = readData<{ testimonials: { title: string; text: string; ratingLabel: string } }>(
  "home.json",
);

describe("Testimonials", () => {
  beforeEach(() => render(<Testimonials {...home.testimonials} testimonials={testimonials} />));

  it("shows three quotes with name, role and text", () => {
    const figures = screen.getAllByRole("figure");
    expect(figures).toHaveLength(3);
    testimonials.forEach((t, i) => {
      expect(within(figures[i]).getByText(t.content)).toBeInTheDocument();
      expect(within(figures[i]).getByText(t.name)).toBeInTheDocument();
      expect(within(figures[i]).getByText(t.role)).toBeInTheDocument();
    });
  });

  it("announces five stars as a rating of 5 out of 5", () => {
    const ratings = screen.getAllByRole("img", { name: "Rated 5 out of 5" });
    expect(ratings).toHaveLength(3);
    ratings.forEach((r) => expect(r.querySelectorAll("svg")).toHaveLength(5));
  });

  it("shows the emoji portrait, hidden from screen readers", () => {
    testimonials.forEach((t) => {
      expect(screen.getByText(t.emoji)).toHaveAttribute("aria-hidden", "true");
    });
  });
});
