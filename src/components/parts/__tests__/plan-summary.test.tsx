import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { content, siteData } from "../../../../jest/fixtures";
import { SiteDataProvider } from "../../../hooks/use-site-data";
import type { Lang } from "../../../lib/languages";
import { PLAN_PARAM } from "../../../lib/plan-choice";
import { PlanSummary } from "../plan-summary";
import { RegisterForm } from "../../../delivery/register-form";
import { queryData } from "../../../../jest/query-data";

const search = (slug: string) => `?${PLAN_PARAM}=${slug}`;

function renderForm(slug: string, lang: Lang = "en") {
  return render(
    <SiteDataProvider value={siteData(lang, "/register")}>
      <RegisterForm
        {...queryData<Queries.RegisterFormSectionFragment>(lang)}
        search={search(slug)}
      />
    </SiteDataProvider>,
  );
}

const keep = (text: string) => text;
const hiddenPlan = (form: HTMLFormElement) => new FormData(form).get(PLAN_PARAM);

describe("PlanSummary", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it.each(["en", "ru"] as const)(
    "shows the chosen plan's name, family and price above the fields (%s)",
    (lang) => {
      const { register, plans, ui } = content(lang);
      const plan = plans.find((p) => p.slug === "diy-4")!;
      renderForm(plan.slug, lang);
      const summary = screen.getByRole("region", { name: register.plan.title });
      // The copy is typeset (no-break spaces in Armenian and Russian): compared as it is.
      expect(within(summary).getByText(plan.name, { normalizer: keep })).toBeInTheDocument();
      expect(within(summary).getByText(plan.subtitle, { normalizer: keep })).toBeInTheDocument();
      expect(within(summary).getByText(plan.priceText, { normalizer: keep })).toBeInTheDocument();
      expect(
        within(summary).getByText(ui.plans.period[plan.period], { normalizer: keep }),
      ).toBeInTheDocument();
      const change = within(summary).getByRole("link", { name: register.plan.change });
      expect(change).toHaveAttribute("href", lang === "en" ? "/meal-plans" : `/${lang}/meal-plans`);
      // Above the first field, inside the form: the plan is sent with the other fields.
      const name = screen.getByLabelText(register.nameLabel, { normalizer: keep });
      expect(summary.compareDocumentPosition(name)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
      expect(hiddenPlan(name.closest("form")!)).toBe(plan.slug);
    },
  );

  it("shows nothing for an unknown or missing plan, and logs nothing", () => {
    const { register } = content();
    const log = jest.spyOn(console, "error");
    const { rerender } = renderForm("nope");
    expect(screen.queryByRole("region", { name: register.plan.title })).not.toBeInTheDocument();
    expect(hiddenPlan(screen.getByLabelText(register.nameLabel).closest("form")!)).toBeNull();
    rerender(<RegisterForm {...queryData<Queries.RegisterFormSectionFragment>()} search="" />);
    expect(screen.queryByRole("region", { name: register.plan.title })).not.toBeInTheDocument();
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it("is not in the server's HTML, which offers the plan finder: the address is read after hydration", () => {
    const { register, plans } = content();
    const html = renderToString(
      <PlanSummary plans={plans} search={search("ready-4")} copy={register.plan} />,
    );
    expect(html).not.toContain(register.plan.title);
    expect(html).toContain('href="/plan-finder"');
  });

  it("clearing removes the summary, the hidden input and the address's plan, focusing the name", async () => {
    const user = userEvent.setup();
    const { register, plans } = content();
    const plan = plans.find((p) => p.slug === "single-box")!;
    window.history.replaceState({ key: "k1" }, "", `/register${search(plan.slug)}&x=1#top`);
    renderForm(plan.slug);
    const name = screen.getByLabelText(register.nameLabel);
    expect(hiddenPlan(name.closest("form")!)).toBe(plan.slug);

    await user.click(screen.getByRole("button", { name: register.plan.clear }));
    expect(screen.queryByRole("region", { name: register.plan.title })).not.toBeInTheDocument();
    expect(screen.queryByText(plan.name)).not.toBeInTheDocument();
    expect(hiddenPlan(name.closest("form")!)).toBeNull();
    expect(window.location.search).toBe("?x=1");
    expect(window.location.hash).toBe("#top");
    expect(window.history.state).toEqual({ key: "k1" });
    expect(name).toHaveFocus();
  });
});
