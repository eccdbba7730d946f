import { analyticsConfig } from "../../../gatsby/env";
import { withoutQuery } from "../analytics";

describe("measurement's settings", () => {
  it("is off unless SITE_ANALYTICS says plausible", () => {
    expect(analyticsConfig({})).toEqual({ mode: "off" });
    expect(analyticsConfig({ SITE_ANALYTICS: "off" })).toEqual({ mode: "off" });
    expect(() => analyticsConfig({ SITE_ANALYTICS: "google" })).toThrow(/SITE_ANALYTICS="google"/);
  });

  it("sends to the hosted service by default, for the domain of SITE_URL", () => {
    expect(analyticsConfig({ SITE_ANALYTICS: "plausible", SITE_URL: "https://hamov.am" })).toEqual({
      mode: "plausible",
      endpoint: "https://plausible.io/api/event",
      domain: "hamov.am",
      local: false,
    });
  });

  it("takes a self-hosted instance over https, or a stand-in on 127.0.0.1", () => {
    const env = { SITE_ANALYTICS: "plausible", SITE_URL: "https://preview.hamov.am" };
    expect(
      analyticsConfig({ ...env, SITE_ANALYTICS_URL: "https://stats.example.am/" }),
    ).toMatchObject({
      endpoint: "https://stats.example.am/api/event",
      domain: "preview.hamov.am",
    });
    expect(analyticsConfig({ ...env, SITE_ANALYTICS_URL: "http://127.0.0.1:9331" })).toMatchObject({
      endpoint: "http://127.0.0.1:9331/api/event",
      local: true,
    });
    expect(() =>
      analyticsConfig({ ...env, SITE_ANALYTICS_URL: "http://stats.example.am" }),
    ).toThrow(/https/);
  });
});

test("an address is measured without its query and fragment (the finder's answers stay)", () => {
  expect(withoutQuery("https://hamov.am/plan-finder?age=34&weight=60#result")).toBe(
    "https://hamov.am/plan-finder",
  );
  expect(withoutQuery("/register?plan=ready-5")).toBe("/register");
});
