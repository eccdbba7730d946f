import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { content, fill } from "../../../jest/fixtures";
import { Toasts } from "../../app/toasts";
import { REGISTER_DELAY_MS } from "../../lib/constants";
import { queryData } from "../../../jest/query-data";
import { RegisterForm } from "../register-form";

const { register: page, site } = content();
const copy = page;
const { brand } = site;

function setup(register?: Parameters<typeof RegisterForm>[0]["register"]) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <>
      <RegisterForm {...queryData<Queries.RegisterFormSectionFragment>()} register={register} />
      <Toasts />
    </>,
  );
  return user;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, name: string, email: string) {
  await user.type(screen.getByLabelText(copy.nameLabel), name);
  await user.type(screen.getByLabelText(copy.emailLabel), email);
  await user.click(screen.getByRole("button", { name: copy.submit }));
}

describe("RegisterForm", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("asks for a required name and a required e-mail address", () => {
    setup();
    const name = screen.getByLabelText(copy.nameLabel);
    const email = screen.getByLabelText(copy.emailLabel);
    expect(name).toBeRequired();
    expect(email).toBeRequired();
    expect(email).toHaveAttribute("type", "email");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(copy.heading);
    expect(screen.getByText(copy.consent)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: copy.back })).toHaveAttribute("href", "/");
  });

  it("waits one second, toasts success and shows the welcome card with the name as text", async () => {
    const user = setup();
    await fillIn(user, "<b>x</b>", "ani@example.com");

    const busy = screen.getByRole("button", { name: copy.submitting });
    expect(busy).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(REGISTER_DELAY_MS - 10));
    expect(screen.getByRole("button", { name: copy.submitting })).toBeDisabled();
    expect(screen.queryByText(copy.successTitle)).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(await screen.findByText(copy.successTitle)).toBeInTheDocument();
    expect(screen.getByText(fill(copy.successText, { brand }))).toBeInTheDocument();

    // The name sits in a <bdi>, which jsdom's name computation pads with spaces: read the text.
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading).toHaveTextContent(fill(copy.welcomeTitle, { name: "<b>x</b>" }));
    expect(heading.querySelector("bdi")).toHaveTextContent("<b>x</b>");
    expect(heading.querySelector("b")).toBeNull();
    expect(heading).toHaveFocus();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: copy.welcomeCta })).toHaveAttribute("href", "/");
  });

  it("on a failed step toasts the failure and keeps the form and its values", async () => {
    const register = jest.fn().mockRejectedValue(new Error("offline"));
    const user = setup(register);
    await fillIn(user, "Ani", "ani@example.com");

    expect(await screen.findByText(copy.failureTitle)).toBeInTheDocument();
    expect(screen.getByText(copy.failureText)).toBeInTheDocument();
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({ name: "Ani", email: "ani@example.com" }),
    );
    expect(await screen.findByRole("button", { name: copy.submit })).toBeEnabled();
    expect(screen.getByLabelText(copy.nameLabel)).toHaveValue("Ani");
    expect(screen.queryByText(copy.successTitle)).not.toBeInTheDocument();
  });
});
