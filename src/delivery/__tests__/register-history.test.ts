import { forgetFirstRead, readStage, saveStage, saveStep } from "../register-history";
import { reloadPage } from "../../../jest/forms";

const person = { name: "Ani", email: "ani@example.am" };
const ROUTER = { key: "1700000000000" };

describe("the register page's stage in its history entry", () => {
  beforeEach(() => {
    window.history.replaceState(ROUTER, "");
    forgetFirstRead();
  });

  it("is kept beside the router's own state and read back", () => {
    saveStage({ person });
    saveStep({ open: true, typed: { phone: ["091 23 45 67"], days: [] } });
    expect(window.history.state).toMatchObject(ROUTER);
    expect(readStage()).toEqual({
      person,
      step: { open: true, typed: { phone: ["091 23 45 67"], days: [] } },
    });
  });

  it("keeps no step without a registration, and back to the form leaves the router's state", () => {
    saveStep({ open: true });
    expect(readStage()).toBeNull();
    saveStage({ person });
    saveStage(null);
    expect(window.history.state).toEqual(ROUTER);
  });

  it("is forgotten by a reload of this page, and only by its first read", () => {
    saveStage({ person });
    reloadPage();
    expect(readStage()).toBeNull();
    expect(window.history.state).toEqual(ROUTER);
    saveStage({ person });
    expect(readStage()).toEqual({ person });
  });

  it("survives a reload of another page (Forward back to this one)", () => {
    saveStage({ person });
    reloadPage();
    window.history.replaceState(window.history.state, "", "/register?plan=ready-4");
    expect(readStage()).toEqual({ person });
  });
});
