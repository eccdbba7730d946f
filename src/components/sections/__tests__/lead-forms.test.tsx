import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { content, fill } from "../../../../jest/fixtures";
import { CONTACT_MESSAGE, reloadPage, typeContact } from "../../../../jest/forms";
import { Toasts } from "../../../app/toasts";
import { queryData } from "../../../../jest/query-data";
import { HONEYPOT_FIELD } from "../../../lib/dom-marks";
import { LEAD_TIMEOUT_MS } from "../../../lib/constants";
import { LEAD_FIELDS } from "../../../lib/lead-fields";
import { LeadError } from "../../../lib/leads";
import { ContactForm } from "../contact-form";
import { RegisterForm } from "../../../delivery/register-form";

// The forms as a build with SITE_LEADS set makes them (an endpoint URL).
const { register, contact, site, leads } = content();
const form = contact.form;
const keep = fill(leads.keep, { email: site.email, phone: site.phone });

beforeEach(() => {
  Object.assign(globalThis, { __LEADS__: { mode: "url", url: "https://forms.example/f/1" } });
  sessionStorage.clear();
});
afterEach(() => {
  delete (globalThis as { __LEADS__?: unknown }).__LEADS__;
});

function renderRegister(deliver = jest.fn().mockResolvedValue(undefined)) {
  const view = render(
    <>
      <RegisterForm {...queryData<Queries.RegisterFormSectionFragment>()} register={deliver} />
      <Toasts />
    </>,
  );
  return { deliver, view, user: userEvent.setup() };
}

function renderContact(deliver = jest.fn().mockResolvedValue(undefined)) {
  render(
    <>
      <ContactForm {...queryData<Queries.ContactFormSectionFragment>()} send={deliver} />
      <Toasts />
    </>,
  );
  return { deliver, user: userEvent.setup() };
}

const namedFields = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLInputElement>("[name]")].map((el) => el.name);

describe("forms that deliver (SITE_LEADS set)", () => {
  it("say where the data goes, and carry a honeypot no person reaches", () => {
    const { view } = renderRegister();
    expect(
      screen.getByText(fill(leads.consent, { provider: leads.providers.url.name })),
    ).toBeInTheDocument();
    const trap = view.container.querySelector<HTMLInputElement>(`[name="${HONEYPOT_FIELD}"]`)!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).not.toBeVisible();
  });

  it("name in the static copies for Netlify every field they send", () => {
    const { view } = renderRegister();
    for (const name of namedFields(view.container).filter((n) => n !== HONEYPOT_FIELD))
      expect(LEAD_FIELDS.register).toContain(name);
    view.unmount();
    renderContact();
    for (const name of namedFields(document.body).filter((n) => n !== HONEYPOT_FIELD))
      expect(LEAD_FIELDS.contact).toContain(name);
  });

  it("register: sends name, e-mail, language and page once, however often the button is hit", async () => {
    let finish = () => {};
    const deliver = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderRegister(deliver);
    await user.type(screen.getByLabelText(register.nameLabel), "  Ani  ");
    await user.type(screen.getByLabelText(register.emailLabel), "ani@example.am");
    const button = screen.getByRole("button", { name: register.submit });
    await user.dblClick(button);
    await user.click(button);
    expect(screen.getByRole("button", { name: register.submitting })).toBeDisabled();
    expect(deliver).toHaveBeenCalledTimes(1);
    expect(deliver).toHaveBeenCalledWith(
      expect.objectContaining({ name: "Ani", email: "ani@example.am", language: "en" }),
    );
    await act(async () => finish());
    expect(await screen.findByText(register.successTitle)).toBeInTheDocument();
  });

  it("register: a failure says why, offers e-mail and phone, and keeps every field", async () => {
    const deliver = jest.fn().mockRejectedValue(new LeadError({ kind: "timeout" }));
    const { user } = renderRegister(deliver);
    await user.type(screen.getByLabelText(register.nameLabel), "Ani");
    await user.type(screen.getByLabelText(register.emailLabel), "ani@example.am");
    await user.click(screen.getByRole("button", { name: register.submit }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(register.failureTitle);
    const seconds = String(LEAD_TIMEOUT_MS / 1000);
    expect(alert).toHaveTextContent(`${fill(leads.errors.timeout, { seconds })} ${keep}`);
    expect(screen.getByLabelText(register.nameLabel)).toHaveValue("Ani");
    expect(screen.getByRole("button", { name: register.submit })).toBeEnabled();
  });

  it("register: keeps an unsent draft for a reload and forgets it once sent", async () => {
    const first = renderRegister(jest.fn().mockRejectedValue(new Error("down")));
    await first.user.type(screen.getByLabelText(register.nameLabel), "Ani");
    first.view.unmount();

    const second = renderRegister();
    expect(screen.getByLabelText(register.nameLabel)).toHaveValue("Ani");
    await second.user.type(screen.getByLabelText(register.emailLabel), "ani@example.am");
    await second.user.click(screen.getByRole("button", { name: register.submit }));
    await screen.findByText(register.successTitle);
    second.view.unmount();

    reloadPage();
    renderRegister();
    expect(screen.getByLabelText(register.nameLabel)).toHaveValue("");
  });

  it("contact: asks for every field but the phone, sends, clears the form and says so", async () => {
    const { deliver, user } = renderContact();
    for (const label of [form.firstName, form.lastName, form.email, form.subject, form.message])
      expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText(form.phone)).not.toBeRequired();

    // The phone is optional: left empty.
    const withoutPhone = { ...CONTACT_MESSAGE, phone: "" };
    await typeContact(user, form, withoutPhone);
    await user.click(screen.getByRole("button", { name: form.submit }));

    const toast = await screen.findByRole("status");
    expect(within(toast).getByText(form.sentTitle)).toBeInTheDocument();
    expect(deliver).toHaveBeenCalledWith(expect.objectContaining(withoutPhone));
    expect(screen.getByLabelText(form.message)).toHaveValue("");
  });

  it("contact: a failure says why and keeps every field", async () => {
    const deliver = jest.fn().mockRejectedValue(new LeadError({ kind: "rejected", status: 404 }));
    const { user } = renderContact(deliver);
    await typeContact(user, form);
    await user.click(screen.getByRole("button", { name: form.submit }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(`${fill(leads.errors.rejected, { status: "404" })} ${keep}`);
    for (const [field, value] of Object.entries(CONTACT_MESSAGE))
      expect(screen.getByLabelText(form[field as keyof typeof CONTACT_MESSAGE])).toHaveValue(value);
  });

  it("contact: a field of spaces only counts as empty and nothing is sent", async () => {
    const { deliver, user } = renderContact();
    await typeContact(user, form, { ...CONTACT_MESSAGE, phone: "", firstName: "   " });
    await user.click(screen.getByRole("button", { name: form.submit }));
    expect(deliver).not.toHaveBeenCalled();
    expect(screen.getByLabelText(form.firstName)).toHaveValue("");
  });
});
