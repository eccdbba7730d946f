import { checkCode, discounted } from "../codes";

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
