import { leadsConfig, leadsProviderProblem, siteToday } from "../env";

const leads = (SITE_LEADS?: string) => leadsConfig({ SITE_LEADS } as NodeJS.ProcessEnv);

describe("leadsConfig (SITE_LEADS)", () => {
  it("keeps the simulated sign-up when unset, empty or off", () => {
    expect(leads()).toEqual({ mode: "off" });
    expect(leads("")).toEqual({ mode: "off" });
    expect(leads(" off ")).toEqual({ mode: "off" });
  });

  it("takes netlify and an https endpoint", () => {
    expect(leads("netlify")).toEqual({ mode: "netlify" });
    expect(leads("https://formspree.io/f/abc")).toEqual({
      mode: "url",
      url: "https://formspree.io/f/abc",
    });
  });

  it("allows plain http only on the local test hosts", () => {
    expect(leads("http://127.0.0.1:9331/leads")).toEqual({
      mode: "url",
      url: "http://127.0.0.1:9331/leads",
    });
    expect(leads("http://localhost:9331/")).toMatchObject({ mode: "url" });
    expect(() => leads("http://example.com/leads")).toThrow(/must use https/);
  });

  it("fails on anything else, naming the value", () => {
    expect(() => leads("netlfy")).toThrow(/SITE_LEADS="netlfy"/);
    expect(() => leads("ftp://example.com/")).toThrow(/https/);
    expect(() => leads("https://user:secret@example.com/")).toThrow(/no user name or password/);
  });
});

describe("leadsProviderProblem", () => {
  const providers = { url: { name: "Formspree", host: "formspree.io" } };
  const url = (address: string) => ({ mode: "url", url: address }) as const;

  it("accepts an endpoint on the named service's host, and the tests' local recorder", () => {
    expect(leadsProviderProblem(url("https://formspree.io/f/abc"), providers)).toBeNull();
    expect(leadsProviderProblem(url("http://127.0.0.1:9331/leads"), providers)).toBeNull();
    expect(leadsProviderProblem({ mode: "netlify" }, providers)).toBeNull();
  });

  it("refuses an endpoint on another host, naming both", () => {
    expect(leadsProviderProblem(url("https://hooks.example.com/x"), providers)).toMatch(
      /hooks\.example\.com.*Formspree \(formspree\.io\)/,
    );
  });
});

describe("siteToday (SITE_TODAY)", () => {
  it("takes the date it is given", () => {
    expect(siteToday({ SITE_TODAY: "2026-11-25" } as NodeJS.ProcessEnv)).toBe("2026-11-25");
  });

  it("defaults to the date in Yerevan at the moment of the build", () => {
    expect(siteToday({} as NodeJS.ProcessEnv, new Date("2026-11-29T21:00:00Z"))).toBe("2026-11-30");
  });

  it("fails on anything that is not a date, naming the value", () => {
    expect(() => siteToday({ SITE_TODAY: "2026-02-30" } as NodeJS.ProcessEnv)).toThrow(
      /2026-02-30/,
    );
    expect(() => siteToday({ SITE_TODAY: "tomorrow" } as NodeJS.ProcessEnv)).toThrow(/tomorrow/);
  });
});
