import { render, screen } from "@testing-library/react";
import { content } from "../../../jest/fixtures";
import { ErrorBoundary } from "../error-boundary";
import { wrapPageElement } from "../root";

const { ui } = content();

function Broken(): React.ReactElement {
  throw new Error("The menu could not be read");
}

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test("a render error shows the error page with its message and a way home", () => {
  render(
    <ErrorBoundary {...ui.error}>
      <Broken />
    </ErrorBoundary>,
  );
  expect(screen.getByRole("heading", { level: 1, name: ui.error.title })).toBeInTheDocument();
  expect(screen.getByText("The menu could not be read")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: ui.error.cta })).toHaveAttribute("href", "/");
});

test("a new route clears the error", () => {
  const { rerender } = render(
    <ErrorBoundary {...ui.error} resetKey="/a">
      <Broken />
    </ErrorBoundary>,
  );
  rerender(
    <ErrorBoundary {...ui.error} resetKey="/b">
      <p>Fine again</p>
    </ErrorBoundary>,
  );
  expect(screen.getByText("Fine again")).toBeInTheDocument();
});

test("every page is wrapped: an error in a page shows the error page, not a blank one", () => {
  const element = wrapPageElement!(
    { element: <Broken />, props: { location: { pathname: "/impressum" } } } as never,
    {} as never,
  );
  render(<>{element}</>);
  expect(screen.getByRole("heading", { name: ui.error.title })).toBeInTheDocument();
});
