import { render, screen, within } from "@testing-library/react";
import { content, fill } from "../../../../jest/fixtures";
import { queryData } from "../../../../jest/query-data";
import { Testimonials } from "../testimonials";

const { testimonials, home } = content();

describe("Testimonials", () => {
  beforeEach(() => render(<Testimonials {...queryData<Queries.TestimonialsSectionFragment>()} />));

  it("shows three quotes with name, role and text", () => {
    const figures = screen.getAllByRole("figure");
    expect(figures).toHaveLength(3);
    testimonials.forEach((t, i) => {
      expect(within(figures[i]).getByText(t.content)).toBeInTheDocument();
      expect(within(figures[i]).getByText(t.name)).toBeInTheDocument();
      expect(within(figures[i]).getByText(t.role)).toBeInTheDocument();
    });
  });

  it("announces the stars as a rating out of 5", () => {
    const ratings = screen.getAllByRole("figure").map((figure, i) =>
      within(figure).getByRole("img", {
        name: fill(home.testimonials.ratingLabel, { rating: String(testimonials[i].rating) }),
      }),
    );
    expect(ratings).toHaveLength(3);
    ratings.forEach((r) => expect(r.querySelectorAll("svg")).toHaveLength(5));
  });

  it("shows the emoji portrait, hidden from screen readers", () => {
    testimonials.forEach((t) => {
      expect(screen.getByText(t.emoji)).toHaveAttribute("aria-hidden", "true");
    });
  });
});
