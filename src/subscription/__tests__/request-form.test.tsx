import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { content, fill } from "../../../jest/fixtures";
import { addDays } from "../../catalog/week";
import { loadContent } from "../../../gatsby/content/snapshot";
import { subscriptionContext } from "../../../gatsby/subscription/context";
import { Toasts } from "../../app/toasts";
import { SubscriptionRequests } from "../subscription-requests";

/*
 * The requests page as Jest builds it: delivery off (no SITE_LEADS), so the page gives the
 * phone and e-mail instead, and every answer is still checked by its field.
 */
const c = content();
const words = c.subscription;
const context = subscriptionContext(loadContent(), "en", "2026-11-25");
const { weeks } = context;
const menu = loadContent().read<{ diets: { slug: string; name: string }[] }>(
  "menu-page.json",
  "en",
);

function setup(now: string) {
  jest.useFakeTimers({ now: new Date(`${now}:00+04:00`) });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <>
      <SubscriptionRequests
        copy={words as unknown as Queries.SubscriptionCopyFragment}
        context={context}
        leads={c.leads as unknown as Queries.LeadsCopyFragment}
        plans={c.plans.filter((p) => p.period === "week")}
        districts={c.districts}
        diets={menu.diets}
        allergens={[]}
      />
      <Toasts />
    </>,
  );
  return user;
}
/** Dates keep their day and month together (a no-break space); the text matcher reads a space. */
const spaced = (text: string) => text.replace(/\s/g, " ");
const byLabel = (label: string) => screen.getByLabelText(label, { selector: "input,select" });
const send = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole("button", { name: words.submit }));

afterEach(() => jest.useRealTimers());

test("while requests are not sent online, the page gives the phone and e-mail", async () => {
  const user = setup("2026-11-26T10:00");
  // The page keeps the number on one line (no-break spaces); the text matcher reads them as spaces.
  const contacts = { phone: c.site.phone, email: c.site.email };
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(words.title);
  expect(screen.getByText(fill(words.offline, contacts))).toBeInTheDocument();
  await user.type(byLabel(words.who.email.label), "ani@example.am");
  await user.type(byLabel(words.who.phone.label), "091 23 45 67");
  await user.click(screen.getByLabelText(words.request.cancel));
  await user.selectOptions(byLabel(words.cancel.from), weeks[1].monday);
  await send(user);
  expect(await screen.findByText(fill(words.notSentText, contacts))).toBeInTheDocument();
  expect(byLabel(words.cancel.from)).toHaveValue(weeks[1].monday);
});

test("each answer is refused by its own field, saying what is expected", async () => {
  const user = setup("2026-11-26T10:00");
  await send(user);
  expect(screen.getByText(words.request.missing)).toBeInTheDocument();
  expect(byLabel(words.who.email.label)).toHaveAccessibleDescription(words.who.email.missing);
  expect(byLabel(words.who.phone.label)).toHaveAccessibleDescription(words.who.phone.missing);

  await user.type(byLabel(words.who.email.label), "ani@");
  await user.type(byLabel(words.who.phone.label), "+1 555 0100");
  await user.click(screen.getByLabelText(words.request.pause));
  await user.type(byLabel(words.pause.length), "5");
  await send(user);
  expect(byLabel(words.who.email.label)).toHaveAccessibleDescription(words.who.email.invalid);
  expect(byLabel(words.who.phone.label)).toHaveAccessibleDescription(words.who.phone.invalid);
  expect(byLabel(words.pause.from)).toHaveAccessibleDescription(words.week.missing);
  expect(byLabel(words.pause.length)).toHaveAccessibleDescription(words.pause.invalid);
  expect(byLabel(words.pause.length)).toHaveValue(5);

  await user.click(screen.getByLabelText(words.request.change));
  await send(user);
  expect(byLabel(words.change.plan)).toHaveAccessibleDescription(words.change.nothing);
});

test("a pause names the week deliveries resume; only open weeks are offered", async () => {
  const user = setup("2026-11-26T10:00");
  await user.click(screen.getByLabelText(words.request.pause));
  const from = byLabel(words.pause.from);
  // The week under way has closed; the coming one is open until Friday 18:00.
  expect(from.querySelectorAll("option")[1]).toHaveValue(weeks[1].monday);
  expect(from.querySelectorAll("option")).toHaveLength(9);
  await user.selectOptions(from, weeks[1].monday);
  await user.type(byLabel(words.pause.length), "4");
  expect(screen.getByText(spaced(fill(words.pause.resume, { date: weeks[5].date })))).toBeVisible();
});

test("after Friday's cutoff the page says the request starts a week later", async () => {
  const user = setup("2026-11-27T18:00");
  await act(() => jest.advanceTimersByTimeAsync(0));
  await user.click(screen.getByLabelText(words.request.pause));
  expect(byLabel(words.pause.from).querySelectorAll("option")[1]).toHaveValue(weeks[2].monday);
  const passed = fill(words.passed.pause, {
    closed: weeks[1].date,
    cutoff: weeks[1].cutoff,
    date: weeks[2].date,
  });
  expect(screen.getByText(spaced(passed))).toBeVisible();
});

test("once every week the page was built with has closed, it says which week comes next", async () => {
  // The last Monday the page holds closes on the Friday before it, at 18:00.
  setup(`${addDays(weeks.at(-1)!.monday, -3)}T18:00`);
  await act(() => jest.advanceTimersByTimeAsync(0));
  const contacts = { phone: c.site.phone, email: c.site.email };
  const none = fill(words.week.none, { ...contacts, date: context.next });
  expect(screen.getByText(spaced(none))).toBeVisible();
  expect(screen.queryByRole("button", { name: words.submit })).toBeNull();
  expect(screen.queryByRole("radio", { name: words.request.skip })).toBeNull();
});
