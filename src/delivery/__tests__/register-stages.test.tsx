import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { asRead, content } from "../../../jest/fixtures";
import { reloadPage, VISITOR } from "../../../jest/forms";
import { queryData } from "../../../jest/query-data";
import { deliveryContext } from "../../../gatsby/delivery/context";
import { loadContent } from "../../../gatsby/content/snapshot";
import { RegisterForm } from "../register-form";
import { DISHES_FIELD } from "../first-week-dishes";
import { weekOffer } from "../../catalog/offer";

/*
 * Back to another page and Forward again: /register is drawn anew (here: unmounted and
 * rendered again on the same history entry) and finds the visitor where they were. A reload
 * starts again from the form.
 */

const c = content();
const { register: copy, delivery: step, paying } = c;
const menuPage = loadContent().read<Queries.DietAllergenNamesFragment>("menu-page.json", "en");
// A Wednesday in Yerevan: the week of 30 November is still open for orders.
const TODAY = "2026-11-25";
const context = deliveryContext(loadContent(), "en", TODAY);
const district = c.districts[0];
const area = context.districts.find((d) => d.slug === district.slug)!;

function showPage() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const data = queryData<Queries.RegisterFormSectionFragment>("en", {
    firstDeliveryJson: step,
    foodWords: menuPage,
  });
  const view = render(
    <RegisterForm {...data} delivery={context} search="?plan=ready-4" register={async () => {}} />,
  );
  return { user, view };
}

async function registerAs(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(copy.nameLabel), VISITOR.name);
  await user.type(screen.getByLabelText(copy.emailLabel), VISITOR.email);
  await user.click(screen.getByRole("button", { name: copy.submit }));
  await screen.findByRole("heading", { name: step.offer.title });
}

async function planDelivery(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: step.offer.open }));
  await user.type(screen.getByLabelText(step.phone.label), "091 23 45 67");
  await user.selectOptions(screen.getByLabelText(step.district.label), district.slug);
  await user.click(screen.getByRole("checkbox", { name: area.days[0].name }));
  await user.click(screen.getByRole("radio", { name: area.windows[0].replace("-", "–") }));
  await user.click(screen.getAllByRole("radio", { name: new RegExp(context.weeks[1].date) })[0]);
  await act(() => jest.advanceTimersByTimeAsync(10));
}

describe("/register after Back and Forward", () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(`${TODAY}T10:00:00+04:00`) });
  });
  afterEach(() => jest.useRealTimers());

  it("shows the welcome card again, not the form; a reload shows the form", async () => {
    const first = showPage();
    await registerAs(first.user);
    first.view.unmount();

    const second = showPage();
    expect(screen.queryByLabelText(copy.nameLabel)).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(VISITOR.name);
    second.view.unmount();

    reloadPage();
    showPage();
    expect(screen.getByLabelText(copy.nameLabel)).toHaveValue("");
  });

  it("keeps the delivery step open with everything typed and ticked", async () => {
    const first = showPage();
    await registerAs(first.user);
    await planDelivery(first.user);
    first.view.unmount();

    showPage();
    expect(screen.getByLabelText(step.phone.label)).toHaveValue("091 23 45 67");
    expect(screen.getByLabelText(step.district.label)).toHaveValue(district.slug);
    expect(screen.getByRole("checkbox", { name: area.days[0].name })).toBeChecked();
    expect(screen.getByRole("radio", { name: area.windows[0].replace("-", "–") })).toBeChecked();
  });

  it("keeps the first week's dishes for the diets and allergens ticked", async () => {
    const first = showPage();
    await registerAs(first.user);
    await planDelivery(first.user);
    const name = (list: readonly { slug: string; name: string }[], slug: string) =>
      list.find((x) => x.slug === slug)!.name;
    await first.user.click(
      screen.getByRole("checkbox", { name: name(menuPage.diets, "vegetarian") }),
    );
    await first.user.click(
      screen.getByRole("checkbox", { name: name(menuPage.allergens, "nuts") }),
    );
    await act(() => jest.advanceTimersByTimeAsync(10));
    first.view.unmount();

    const { view } = showPage();
    const week = context.offer.weeks.find((w) => w.monday === context.weeks[1].monday)!;
    const served = weekOffer(context.offer, week, "ready", {
      diet: ["vegetarian"],
      without: ["nuts"],
    });
    const sent = served.days
      .flatMap((d) =>
        d.meals.map(
          (m) => `${d.day}-${m.meal}:${m.dish === null ? "" : context.dishSlugs[m.dish]}`,
        ),
      )
      .join(",");
    expect(view.container.querySelector(`input[name="${DISHES_FIELD}"]`)).toHaveValue(sent);
  });

  it("keeps the summary once sent, with the plan, price, days, first delivery and paying", async () => {
    const first = showPage();
    await registerAs(first.user);
    await planDelivery(first.user);
    await first.user.click(screen.getByRole("button", { name: step.submit }));
    await act(() => jest.advanceTimersByTimeAsync(2000));
    await screen.findByRole("heading", { name: step.summary.title });
    first.view.unmount();

    showPage();
    expect(screen.getByRole("heading", { name: step.summary.title })).toBeInTheDocument();
    const plan = c.plans.find((p) => p.slug === "ready-4")!;
    const line = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling;
    expect(line(copy.plan.title)).toHaveTextContent(plan.name);
    expect(line(step.recap.price)).toHaveTextContent(asRead(plan.priceText));
    expect(line(step.days.label)).toHaveTextContent(area.days[0].name);
    // Written out by the build with no-break spaces, which a text match would fold.
    expect(line(step.recap.first)?.textContent).toBe(context.weeks[1].days[area.days[0].id]);
    expect(line(paying.title)).toHaveTextContent(paying.text);
  });
});
