import { render, screen } from "@testing-library/react";
import type { PageProps } from "gatsby";
import { content } from "../../../jest/fixtures";
import NotFoundPage from "../404";

const { ui } = content();

test("an unknown path shows the not-found heading, a link home, and logs the path", () => {
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  const props = { location: { pathname: "/no-such-page" } } as unknown as PageProps;
  render(<NotFoundPage {...props} />);
  const heading = screen.getByRole("heading", { level: 1 });
  expect(heading).toHaveTextContent(ui.notFound.title);
  expect(heading).toHaveTextContent(ui.notFound.subtitle);
  expect(screen.getByRole("link", { name: ui.notFound.cta })).toHaveAttribute("href", "/");
  expect(log).toHaveBeenCalledWith(expect.any(String), "/no-such-page");
  log.mockRestore();
});
