import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { content, fill } from "../../../../jest/fixtures";
import { DistrictSelect } from "../district-select";
import { RegisterForm } from "../../../delivery/register-form";
import { queryData } from "../../../../jest/query-data";

describe("DistrictSelect", () => {
  it("is an optional district field listing the 12 districts by slug, none chosen at first", () => {
    const { register, districts } = content("ru");
    render(<DistrictSelect copy={register} districts={districts} />);
    const select = screen.getByRole("combobox", { name: register.districtLabel });
    expect(select).toHaveAttribute("name", "district");
    expect(select).not.toBeRequired();
    expect(select).toHaveValue("");
    const options = within(select).getAllByRole("option") as HTMLOptionElement[];
    expect(options[0]).toHaveTextContent(register.districtNone);
    expect(options.slice(1)).toHaveLength(12);
    expect(options.slice(1).map((o) => [o.value, o.textContent])).toEqual(
      districts.map((d) => [d.slug, d.name]),
    );
  });
});

describe("RegisterForm with districts", () => {
  const { register, districts } = content();
  const data = queryData<Queries.RegisterFormSectionFragment>();

  it("shows the district after the e-mail, before the button, and registers without one", async () => {
    const step = jest.fn().mockResolvedValue(undefined);
    render(<RegisterForm {...data} register={step} />);
    const email = screen.getByLabelText(register.emailLabel);
    const district = screen.getByRole("combobox", { name: register.districtLabel });
    const button = screen.getByRole("button", { name: register.submit });
    const follows = Node.DOCUMENT_POSITION_FOLLOWING;
    expect(email.compareDocumentPosition(district) & follows).toBeTruthy();
    expect(district.compareDocumentPosition(button) & follows).toBeTruthy();
    expect(new FormData(district.closest("form")!).get("district")).toBe("");

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(register.nameLabel), "Ani");
    await user.type(email, "ani@example.am");
    await user.click(button);
    const welcome = await screen.findByRole("heading", { level: 1 });
    expect(welcome).toHaveTextContent(fill(register.welcomeTitle, { name: "Ani" }));
    expect(step).toHaveBeenCalledTimes(1);
    expect(step).toHaveBeenCalledWith(expect.objectContaining({ district: "" }));
  });

  it("sends the chosen district with the registration", async () => {
    const step = jest.fn().mockResolvedValue(undefined);
    render(<RegisterForm {...data} register={step} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(register.nameLabel), "Ani");
    await user.type(screen.getByLabelText(register.emailLabel), "ani@example.am");
    const district = screen.getByRole("combobox", { name: register.districtLabel });
    await user.selectOptions(district, districts[1].slug);
    await user.click(screen.getByRole("button", { name: register.submit }));
    await screen.findByRole("heading", { name: /./, level: 1 });
    expect(step).toHaveBeenCalledWith(expect.objectContaining({ district: districts[1].slug }));
  });
});
