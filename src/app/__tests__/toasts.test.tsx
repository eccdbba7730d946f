import { act, render, screen } from "@testing-library/react";
import { shellData } from "../../../jest/fixtures";
import { TOAST_DURATION_MS, TOAST_LIMIT } from "../../lib/constants";
import { Providers, wrapPageElement } from "../root";
import { notify } from "../../lib/notify";
import { Toasts } from "../toasts";

test("toast limits: at most 3 at once, 4,000 ms", () => {
  expect(TOAST_LIMIT).toBe(3);
  expect(TOAST_DURATION_MS).toBe(4000);
});

test("toasts show a title and text, at most three at once, and run for 4 s", async () => {
  render(
    <Providers>
      <Toasts />
    </Providers>,
  );
  await act(async () => {
    for (let i = 1; i <= 5; i++) await notify({ title: `Title ${i}`, text: `Text ${i}` });
  });
  expect(await screen.findByText("Title 1")).toBeInTheDocument();
  expect(screen.getByText("Text 1")).toBeInTheDocument();
  expect(screen.getAllByRole("status")).toHaveLength(3);
  expect(screen.queryByText("Title 4")).not.toBeInTheDocument();
  // The toast closes when its progress bar's animation ends (jsdom runs no animations).
  const bars = screen.getAllByRole("progressbar", { hidden: true });
  expect(bars[0]).toHaveStyle({ animationDuration: `${TOAST_DURATION_MS}ms` });
});

test("errors are announced assertively, other notices politely", async () => {
  render(
    <Providers>
      <Toasts />
    </Providers>,
  );
  await act(() => notify({ title: "Oops", text: "Try again", type: "error" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Oops");
});

test("toasts follow the current theme", async () => {
  localStorage.setItem("theme", "dark");
  render(
    <Providers>
      <Toasts />
    </Providers>,
  );
  await act(() => notify({ title: "Dark toast", text: "In the dark" }));
  const toast = await screen.findByRole("status");
  expect(toast.closest(".Toastify__toast")).toHaveClass("Toastify__toast-theme--dark");
  localStorage.clear();
});

test("the toast container comes with the page, never with wrapRootElement (also applied to Head)", async () => {
  const { container } = render(<Providers>{null}</Providers>);
  expect(container.querySelector(".Toastify")).toBeNull();
  const props = {
    location: { pathname: "/impressum" },
    pageContext: { lang: "en" },
    data: shellData("en"),
  };
  const page = wrapPageElement!({ element: <p>Page</p>, props } as never, {} as never);
  render(<Providers>{page}</Providers>);
  await act(() => notify({ title: "Hello", text: "One container" }));
  expect(document.querySelectorAll(".Toastify")).toHaveLength(1);
});
