import { HONEYPOT_FIELD } from "../dom-marks";
import { LEAD_TIMEOUT_MS, REGISTER_DELAY_MS } from "../constants";
import { content, fill } from "../../../jest/fixtures";
import { hangingFetch, VISITOR } from "../../../jest/forms";
import {
  activeProvider,
  deliverLead,
  failureText,
  formFields,
  LeadError,
  sendLead,
} from "../leads";

const URL_MODE = { mode: "url", url: "https://forms.example/f/1" } as const;
const fetchMock = jest.fn();

/** An answer with a status and a JSON body, or a body that is not JSON (none given). */
function answer(status: number, body?: unknown) {
  fetchMock.mockResolvedValueOnce({
    ok: status >= 200 && status < 300,
    status,
    json: () =>
      body === undefined ? Promise.reject(new SyntaxError("not JSON")) : Promise.resolve(body),
  });
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(LeadError);
  return (error as LeadError).failure;
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
});

describe("sendLead", () => {
  it("posts JSON to the endpoint, naming the form, fields trimmed and cut to their limits", async () => {
    answer(200, { ok: true });
    await sendLead(
      "register",
      { name: `  ${"a".repeat(150)} `, email: "ani@example.am", plan: "ready-4" },
      { config: URL_MODE },
    );
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(URL_MODE.url);
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({
      "Content-Type": "application/json",
      Accept: "application/json",
    });
    expect(JSON.parse(init.body)).toEqual({
      form: "register",
      name: "a".repeat(100),
      email: "ani@example.am",
      plan: "ready-4",
    });
  });

  it("posts URL-encoded fields with the form's name to the site itself for Netlify", async () => {
    answer(200);
    await sendLead("contact", { message: "Hi & bye" }, { config: { mode: "netlify" } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/");
    expect(init.headers).toEqual({ "Content-Type": "application/x-www-form-urlencoded" });
    expect(init.body).toBe("form-name=contact&message=Hi+%26+bye");
  });

  it("reports a status that is not 2xx, or the provider's own message", async () => {
    answer(500);
    expect(await failure(sendLead("register", {}, { config: URL_MODE }))).toEqual({
      kind: "rejected",
      status: 500,
    });
    answer(422, { errors: [{ message: "email should be an email" }] });
    expect(await failure(sendLead("register", {}, { config: URL_MODE }))).toEqual({
      kind: "provider",
      message: "email should be an email",
    });
    answer(200, { ok: false, error: "form disabled" });
    expect(await failure(sendLead("register", {}, { config: URL_MODE }))).toEqual({
      kind: "provider",
      message: "form disabled",
    });
  });

  it("reports no network as offline", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await failure(sendLead("contact", {}, { config: URL_MODE }))).toEqual({
      kind: "offline",
    });
  });

  it("gives up after the timeout", async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementationOnce(hangingFetch());
    const sent = failure(sendLead("contact", {}, { config: URL_MODE }));
    await jest.advanceTimersByTimeAsync(LEAD_TIMEOUT_MS);
    expect(await sent).toEqual({ kind: "timeout" });
    jest.useRealTimers();
  });
});

it("gives up on an answer whose body stalls after the headers", async () => {
  jest.useFakeTimers();
  fetchMock.mockImplementationOnce(hangingFetch({ afterHeaders: true }));
  const sent = failure(sendLead("contact", {}, { config: URL_MODE }));
  await jest.advanceTimersByTimeAsync(LEAD_TIMEOUT_MS);
  expect(await sent).toEqual({ kind: "timeout" });
  jest.useRealTimers();
});

describe("deliverLead", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("simulates registration when delivery is off: one second, no request", async () => {
    const done = jest.fn();
    deliverLead("register", { name: "Ani" }, { config: { mode: "off" } }).then(done);
    await jest.advanceTimersByTimeAsync(REGISTER_DELAY_MS - 1);
    expect(done).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(REGISTER_DELAY_MS).toBe(1000);
  });

  it("looks successful and sends nothing when the honeypot is filled", async () => {
    const done = jest.fn();
    deliverLead("register", { name: "Bot", [HONEYPOT_FIELD]: "x" }, { config: URL_MODE }).then(
      done,
    );
    await jest.advanceTimersByTimeAsync(REGISTER_DELAY_MS);
    expect(done).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends without the empty honeypot when delivery is on", async () => {
    answer(200);
    await deliverLead("register", { name: "Ani", [HONEYPOT_FIELD]: "" }, { config: URL_MODE });
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ form: "register", name: "Ani" });
  });
});

describe("with Netlify Forms (SITE_LEADS=netlify)", () => {
  const NETLIFY = { mode: "netlify" } as const;
  const { leads, site } = content();
  afterEach(() => {
    delete (globalThis as { __LEADS__?: unknown }).__LEADS__;
    window.history.replaceState(null, "", "/");
  });

  it("a registration goes to the site itself, URL-encoded, naming the form, with language and page", async () => {
    window.history.replaceState(null, "", "/register");
    const form = document.createElement("form");
    form.innerHTML = `<input name="name" value=" ${VISITOR.name} "><input name="email" value="${VISITOR.email}"><input name="${HONEYPOT_FIELD}" value="">`;
    answer(200);
    await deliverLead("register", formFields(form, "en"), { config: NETLIFY });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/");
    expect(init.headers).toEqual({ "Content-Type": "application/x-www-form-urlencoded" });
    expect(Object.fromEntries(new URLSearchParams(init.body))).toEqual({
      "form-name": "register",
      ...VISITOR,
      language: "en",
      page: "/register",
    });
  });

  it("a refused post says its status, with the e-mail and phone", async () => {
    answer(404);
    const error = await sendLead("contact", {}, { config: NETLIFY }).catch((e: unknown) => e);
    expect(failureText(error, leads, site)).toBe(
      `${fill(leads.errors.rejected, { status: "404" })} ${fill(leads.keep, { email: site.email, phone: site.phone })}`,
    );
  });

  it("names Netlify as the service the data goes through", () => {
    Object.assign(globalThis, { __LEADS__: NETLIFY });
    expect(activeProvider(leads.providers)).toEqual(leads.providers.netlify);
  });
});
