import { render, screen } from "@testing-library/react";
import { content, shellData } from "../../../jest/fixtures";
import type { Lang } from "../../lib/languages";
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

/** A page as Gatsby hands it to wrapPageElement: its query carries the shell's texts. */
function wrapped(element: React.ReactElement, lang: Lang, pathname: string) {
  const props = { location: { pathname }, pageContext: { lang }, data: shellData(lang) };
  return wrapPageElement!({ element, props } as never, {} as never);
}

test("every page is wrapped: an error in a page shows the error page, not a blank one", () => {
  render(<>{wrapped(<Broken />, "en", "/impressum")}</>);
  expect(screen.getByRole("heading", { name: ui.error.title })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: ui.error.cta })).toHaveAttribute("href", "/");
});

test("the error page speaks the page's language and leads to its home page", () => {
  const ru = content("ru").ui.error;
  render(<>{wrapped(<Broken />, "ru", "/ru/impressum")}</>);
  expect(screen.getByRole("heading", { name: ru.title })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: ru.cta })).toHaveAttribute("href", "/ru");
});
