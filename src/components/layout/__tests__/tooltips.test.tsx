import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { content } from "../../../../jest/fixtures";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "../../../lib/constants";
import { Providers } from "../../../app/root";
import { Navbar } from "../navbar";

const { ui } = content();

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test("icon-only controls name themselves and show that name as a tooltip after 700 ms of hover", async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <Providers>
      <Navbar pathname="/" />
    </Providers>,
  );
  const toggle = screen.getByRole("button", { name: ui.themeToDark });
  await user.hover(toggle);
  act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS - 100));
  expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200));
  expect(screen.getByRole("tooltip")).toHaveTextContent(ui.themeToDark);
});

test("keyboard focus shows the tooltip too", async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <Providers>
      <Navbar pathname="/" />
    </Providers>,
  );
  const target = screen.getByRole("button", { name: ui.menuOpen });
  for (let i = 0; i < 20 && document.activeElement !== target; i++) await user.tab();
  expect(target).toHaveFocus();
  act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS));
  expect(screen.getByRole("tooltip")).toHaveTextContent(ui.menuOpen);
});

test("moving on to the next control within 300 ms shows its tooltip at once", async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <Providers>
      <Navbar pathname="/" />
    </Providers>,
  );
  await user.hover(screen.getByRole("button", { name: ui.themeToDark }));
  act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS));
  expect(screen.getByRole("tooltip")).toHaveTextContent(ui.themeToDark);
  await user.hover(screen.getByRole("button", { name: ui.menuOpen }));
  expect(screen.getByRole("tooltip")).toHaveTextContent(ui.menuOpen);
  await user.unhover(screen.getByRole("button", { name: ui.menuOpen }));
  expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  // After the skip delay, the full delay applies again.
  act(() => jest.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 100));
  await user.hover(screen.getByRole("button", { name: ui.themeToDark }));
  expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS));
  expect(screen.getByRole("tooltip")).toHaveTextContent(ui.themeToDark);
});

test("Escape closes the tooltip", async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <Providers>
      <Navbar pathname="/" />
    </Providers>,
  );
  await user.hover(screen.getByRole("button", { name: ui.themeToDark }));
  act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS));
  await user.keyboard("{Escape}");
  expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
});
