import { phoneWritten, readPhone } from "../phone";

describe("an Armenian phone number as people write it", () => {
  it.each([
    "+374 91 234567",
    "091 23 45 67",
    "(091) 234-567",
    "+374-91-23-45-67",
    "00374 91 234567",
    "374 91 234567",
    "091.234.567",
  ])("reads %s as +37491234567", (typed) => {
    expect(readPhone(typed)).toBe("+37491234567");
  });

  it("reads a Yerevan landline too", () => {
    expect(readPhone("010 555 123")).toBe("+37410555123");
  });

  it.each([
    "",
    "91 234567", // no trunk 0, no country code
    "+7 912 345 67 89", // another country
    "091 23 45 6", // a digit short
    "091 23 45 678", // a digit too many
    "+374 01 234567", // a national number cannot start with 0
    "call me",
    "091 234 567 ext 2",
  ])("refuses %j", (typed) => {
    expect(readPhone(typed)).toBeNull();
  });

  it("says a number back grouped", () => {
    expect(phoneWritten("+37491234567")).toBe("+374 91 234567");
  });
});
