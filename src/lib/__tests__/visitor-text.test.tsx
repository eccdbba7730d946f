import { render } from "@testing-library/react";
import { fillVisitorText, requireFilled } from "../visitor-text";

test("what a visitor typed goes into its own <bdi>, the rest of the sentence stays text", () => {
  const { container } = render(
    <p>{fillVisitorText("Welcome, {name}! {unknown}", { name: "\u202eAni" })}</p>,
  );
  expect(container.querySelector("bdi")).toHaveTextContent("\u202eAni");
  expect(container.querySelector("p")).toHaveTextContent("Welcome, \u202eAni! {unknown}");
});

test("a required field holding only spaces counts as empty", () => {
  document.body.innerHTML =
    '<form><input name="name" required value="   "><input name="email" required value=" a@b.am "></form>';
  const form = document.querySelector("form")!;
  expect(requireFilled(form, ["name", "email"])).toBe(false);
  expect(form.querySelector<HTMLInputElement>("[name=name]")!.value).toBe("");
  expect(form.querySelector<HTMLInputElement>("[name=email]")!.value).toBe(" a@b.am ");
  form.querySelector<HTMLInputElement>("[name=name]")!.value = "Ani";
  expect(requireFilled(form, ["name", "email"])).toBe(true);
});
