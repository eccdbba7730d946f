import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { content } from "../../../../jest/fixtures";
import { loadContent } from "../../../../gatsby/content/snapshot";
import { subscriptionContext } from "../../../../gatsby/subscription/context";
import { windowText } from "../../../catalog/days";
import { DeliveryTimes } from "../delivery-times";

/* The districts' days and windows as the build hands them to a page, in Russian. */
const { districts } = subscriptionContext(loadContent(), "ru", "2026-11-25");
const words = content("ru").delivery;
const legends = { days: words.days.label, window: words.window.label };
const problemAt = (field: string) => `test-${field}-problem`;

test("offers a district's own days and windows under the page's legends", () => {
  const area = districts[0];
  render(<DeliveryTimes area={area} legends={legends} problemAt={problemAt} />);
  const days = screen.getByRole("group", { name: legends.days });
  expect(
    within(days)
      .getAllByRole("checkbox")
      .map((c) => c.getAttribute("value")),
  ).toEqual(area.days.map((d) => d.id));
  for (const day of area.days) expect(within(days).getByLabelText(day.name)).not.toBeChecked();
  const windows = screen.getByRole("group", { name: legends.window });
  for (const w of area.windows) expect(within(windows).getByLabelText(windowText(w))).toBeEnabled();
});

test("another district's fields start empty: no tick stays behind", async () => {
  const user = userEvent.setup();
  const [first, second] = districts;
  const { rerender } = render(
    <DeliveryTimes area={first} legends={legends} problemAt={problemAt} />,
  );
  await user.click(screen.getByLabelText(first.days[0].name));
  expect(screen.getByLabelText(first.days[0].name)).toBeChecked();
  rerender(<DeliveryTimes area={second} legends={legends} problemAt={problemAt} />);
  expect(screen.getAllByRole("checkbox").filter((c) => (c as HTMLInputElement).checked)).toEqual(
    [],
  );
});

test("says a field's message and keeps what was ticked before", () => {
  const area = districts[0];
  const problems = { days: words.days.missing };
  const initial = { days: [area.days[1].id], window: [area.windows[0]] };
  render(
    <DeliveryTimes
      area={area}
      legends={legends}
      problemAt={problemAt}
      problems={problems}
      initial={initial}
    />,
  );
  expect(screen.getByRole("group", { name: legends.days })).toHaveAccessibleDescription(
    words.days.missing,
  );
  expect(screen.getByLabelText(area.days[1].name)).toBeChecked();
  expect(screen.getByLabelText(windowText(area.windows[0]))).toBeChecked();
});
