import { REGISTER_DELAY_MS } from "../../app/constants";
import { simulateRegistration } from "../register";

describe("simulateRegistration", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("resolves after the spec's delay and not before", async () => {
    const done = jest.fn();
    simulateRegistration({ name: "Ani", email: "ani@example.com" }).then(done);
    await jest.advanceTimersByTimeAsync(REGISTER_DELAY_MS - 1);
    expect(done).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("is 1,000 ms, the specification's registration delay", () => {
    expect(REGISTER_DELAY_MS).toBe(1000);
  });
});
