import { deliveryDays } from "../days";

describe("a district's delivery days", () => {
  it("lists single days and ranges one by one, in the week's order", () => {
    expect(deliveryDays(["Mon", "Wed", "Fri"])).toEqual(["mon", "wed", "fri"]);
    expect(deliveryDays(["Mon-Sun"])).toEqual(["mon", "tue", "wed", "thu", "fri", "sat", "sun"]);
    expect(deliveryDays(["Sat-Mon"])).toEqual(["mon", "sat", "sun"]);
  });
});
