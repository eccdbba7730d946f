import { fill, formatPrice, phoneText, telHref } from "../format";

test("prices are written with thousands separators and the currency", () => {
  expect(formatPrice(12000, "AMD")).toBe("12,000 AMD");
  expect(formatPrice(5000, "AMD")).toBe("5,000 AMD");
});

test("placeholders are filled from values; unknown ones stay", () => {
  expect(fill("Welcome to {brand}!", { brand: "Hamov" })).toBe("Welcome to Hamov!");
  expect(fill("Hi {name}", {})).toBe("Hi {name}");
});

test("phone numbers become tel: links", () => {
  expect(telHref("+374 10 555 123")).toBe("tel:+37410555123");
});

test("phone numbers keep to one line", () => {
  expect(phoneText("+374 10 555 123")).toBe("+374\u00a010\u00a0555\u00a0123");
});

test("large and small amounts", () => {
  expect(formatPrice(999, "AMD")).toBe("999 AMD");
  expect(formatPrice(1234567, "AMD")).toBe("1,234,567 AMD");
});
