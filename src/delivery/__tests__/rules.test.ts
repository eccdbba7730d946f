import { checkCode, discounted } from "../codes";
import { deliveryDays } from "../days";
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

describe("a promo code", () => {
  const codes = [{ code: "WELCOME10", percentOff: 10, validUntil: "2026-12-31" }];
  it("is found in any case, spaces around it ignored, up to and including its last day", () => {
    expect(checkCode(" welcome10 ", codes, "2026-12-31")).toEqual({
      kind: "valid",
      code: codes[0],
    });
  });
  it("is expired the day after", () => {
    expect(checkCode("WELCOME10", codes, "2027-01-01")).toEqual({
      kind: "expired",
      code: codes[0],
    });
  });
  it("is unknown when no code has its letters, and nothing when left empty", () => {
    expect(checkCode("WELCOME20", codes, "2026-12-01")).toEqual({ kind: "unknown" });
    expect(checkCode("  ", codes, "2026-12-01")).toEqual({ kind: "none" });
  });
  it("takes its share off a price, in whole dram", () => {
    expect(discounted(15000, 10)).toBe(13500);
    expect(discounted(11000, 15)).toBe(9350);
  });
});

describe("a district's delivery days", () => {
  it("lists single days and ranges one by one, in the week's order", () => {
    expect(deliveryDays(["Mon", "Wed", "Fri"])).toEqual(["mon", "wed", "fri"]);
    expect(deliveryDays(["Mon-Sun"])).toEqual(["mon", "tue", "wed", "thu", "fri", "sat", "sun"]);
    expect(deliveryDays(["Sat-Mon"])).toEqual(["mon", "sat", "sun"]);
  });
});
