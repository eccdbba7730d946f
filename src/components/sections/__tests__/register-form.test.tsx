import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { readData } from "../../../../jest/fixtures";
import { Toasts } from "../../../app/toasts";
import { REGISTER_DELAY_MS } from "../../../app/constants";
import { RegisterForm, type RegisterCopy } from "../register-form";

const copy = readData<RegisterCopy>("register.json");
const { brand } = readData<{ brand: string }>("site.json");

function setup(register?: Parameters<typeof RegisterForm>[0]["register"]) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <>
      <RegisterForm copy={copy} brand={brand} register={register} />
      <Toasts />
    </>,
  );
  return user;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, name: string, email: string) {
  await user.type(screen.getByLabelText("Full Name"), name);
  await user.type(screen.getByLabelText("Email Address"), email);
  await user.click(screen.getByRole("button", { name: "Start Your Journey" }));
}

describe("RegisterForm", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("asks for a required name and a required e-mail address", () => {
    setup();
    const name = screen.getByLabelText("Full Name");
    const email = screen.getByLabelText("Email Address");
    expect(name).toBeRequired();
    expect(email).toBeRequired();
    expect(email).toHaveAttribute("type", "email");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(copy.heading);
    expect(screen.getByText(copy.consent)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("waits one second, toasts success and shows the welcome card with the name as text", async () => {
    const user = setup();
    await fillIn(user, "<b>x</b>", "ani@example.com");

    const busy = screen.getByRole("button", { name: "Creating Account..." });
    expect(busy).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(REGISTER_DELAY_MS - 10));
    expect(screen.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
    expect(screen.queryByText("Registration Successful!")).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(await screen.findByText("Registration Successful!")).toBeInTheDocument();
    expect(
      screen.getByText("Welcome to Hamov! Check your email for a welcome message."),
    ).toBeInTheDocument();

    const heading = screen.getByRole("heading", { level: 1, name: "Welcome, <b>x</b>!" });
    expect(heading.querySelector("b")).toBeNull();
    expect(heading).toHaveFocus();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  it("on a failed step toasts Registration Failed and keeps the form and its values", async () => {
    const register = jest.fn().mockRejectedValue(new Error("offline"));
    const user = setup(register);
    await fillIn(user, "Ani", "ani@example.com");

    expect(await screen.findByText("Registration Failed")).toBeInTheDocument();
    expect(screen.getByText("Please try again later.")).toBeInTheDocument();
    expect(register).toHaveBeenCalledWith({ name: "Ani", email: "ani@example.com" });
    expect(await screen.findByRole("button", { name: "Start Your Journey" })).toBeEnabled();
    expect(screen.getByLabelText("Full Name")).toHaveValue("Ani");
    expect(screen.queryByText("Registration Successful!")).not.toBeInTheDocument();
  });
});
