import { LEAD_FIELDS } from "../../lib/lead-fields";
import { REQUEST_FIELDS, REQUESTS, requestMessage, resumeWeek } from "../message";

const who = {
  email: "ani@example.am",
  phone: "+37491234567",
  language: "en",
  page: "/subscription",
};

test("a pause's message: its week, length and the week deliveries resume, and nothing else", () => {
  const message = requestMessage({
    ...who,
    request: "pause",
    from: "2026-12-07",
    length: "2",
    resume: "2026-12-21",
    weeks: "2026-11-30",
  });
  expect(message).toEqual({
    request: "pause",
    email: "ani@example.am",
    phone: "+37491234567",
    from: "2026-12-07",
    length: "2",
    resume: "2026-12-21",
    language: "en",
    page: "/subscription",
  });
  expect(Object.keys(message)).toEqual([
    "request",
    "email",
    "phone",
    "from",
    "length",
    "resume",
    "language",
    "page",
  ]);
});

test("every field of a kind is present, empty when not answered", () => {
  const message = requestMessage({
    ...who,
    request: "change",
    from: "2026-12-07",
    plan: "ready-4",
  });
  expect(message).toMatchObject({ district: "", days: "", window: "", diet: "", without: "" });
  expect(requestMessage({ ...who, request: "cancel", from: "2026-12-07" }).reason).toBe("");
});

test("a message without a known kind is refused", () => {
  expect(() => requestMessage({ ...who, request: "" })).toThrow();
});

test("each kind's names are among the fields Netlify is told about", () => {
  for (const kind of REQUESTS)
    for (const name of ["request", "email", "phone", ...REQUEST_FIELDS[kind]])
      expect(LEAD_FIELDS.subscription).toContain(name);
});

test("deliveries resume the Monday after the last paused week", () => {
  expect(resumeWeek("2026-12-07", 1)).toBe("2026-12-14");
  expect(resumeWeek("2026-12-28", 4)).toBe("2027-01-25");
});
