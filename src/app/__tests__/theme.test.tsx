import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { content } from "../../../jest/fixtures";
import { ThemeToggle } from "../../components/layout/theme-toggle";
import { THEME_KEY } from "../../lib/dom-marks";
import { Providers } from "../root";
import { useTheme } from "../theme";

const { ui } = content();

/** A matchMedia whose dark-mode answer the test can change, firing "change" like a browser. */
function mockSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const state = { dark };
  window.matchMedia = jest.fn((query: string) => ({
    get matches() {
      return query.includes("dark") ? state.dark : false;
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return (next: boolean) =>
    act(() => {
      state.dark = next;
      listeners.forEach((fn) => fn());
    });
}

function ThemeName() {
  return <output>{useTheme().theme}</output>;
}

function renderTheme() {
  return render(
    <Providers>
      <ThemeToggle />
      <ThemeName />
    </Providers>,
  );
}

const original = window.matchMedia;
beforeEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove("dark");
});
afterEach(() => {
  window.matchMedia = original;
});

test("with no stored choice it follows the system setting, live", async () => {
  const setSystem = mockSystem(true);
  renderTheme();
  expect(await screen.findByRole("status")).toHaveTextContent("dark");
  expect(screen.getByRole("button", { name: ui.themeToLight })).toBeInTheDocument();
  setSystem(false);
  expect(screen.getByRole("status")).toHaveTextContent("light");
  expect(document.documentElement).not.toHaveClass("dark");
  setSystem(true);
  expect(document.documentElement).toHaveClass("dark");
  expect(screen.getByRole("button", { name: ui.themeToLight })).toBeInTheDocument();
});

test("a stored choice wins over the system and is not overridden by its changes", async () => {
  localStorage.setItem(THEME_KEY, "light");
  const setSystem = mockSystem(true);
  renderTheme();
  expect(await screen.findByRole("status")).toHaveTextContent("light");
  setSystem(true);
  expect(screen.getByRole("status")).toHaveTextContent("light");
  expect(document.documentElement).not.toHaveClass("dark");
});

test("the toggle names what it will do, switches the theme and stores it", async () => {
  mockSystem(false);
  const user = userEvent.setup();
  renderTheme();
  const toggle = await screen.findByRole("button", { name: ui.themeToDark });
  await user.click(toggle);
  expect(document.documentElement).toHaveClass("dark");
  expect(localStorage.getItem(THEME_KEY)).toBe("dark");
  expect(toggle).toHaveAccessibleName(ui.themeToLight);
  await user.click(toggle);
  expect(document.documentElement).not.toHaveClass("dark");
  expect(localStorage.getItem(THEME_KEY)).toBe("light");
  expect(toggle).toHaveAccessibleName(ui.themeToDark);
});
