import type { Request } from "@playwright/test";
import { HONEYPOT_FIELD } from "../../src/lib/dom-marks";
import { LEAD_FIELDS } from "../../src/lib/lead-fields";
import { content, fill } from "../support/content";
import { expect, test, visit } from "../support/fixtures";

/*
 * The build whose forms deliver to Netlify Forms (SITE_LEADS=netlify). Netlify is not here:
 * what its deploy would read (the static copies of the forms) and what the browser posts
 * (URL-encoded, to the site itself) are checked instead, the post answered as Netlify does.
 */
const { register, contact, leads } = content("en");
const VISITOR = { name: "Ani Petrosyan", email: "ani@example.am" };

test("the built HTML holds both forms for Netlify's form detection, whatever the gate shows", async ({
  request,
}) => {
  // Fetched without the unlock: the file is plain HTML, not behind the gate's script.
  const response = await request.get("/__forms.html");
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const [name, fields] of Object.entries(LEAD_FIELDS)) {
    const form = new RegExp(`<form name="${name}"[^>]*>([\\s\\S]*?)</form>`).exec(html);
    expect(form, `form ${name}`).not.toBeNull();
    expect(form![0]).toContain('data-netlify="true"');
    expect(form![0]).toContain(`netlify-honeypot="${HONEYPOT_FIELD}"`);
    expect(form![1]).toContain(`<input type="hidden" name="form-name" value="${name}">`);
    const names = [...form![1].matchAll(/ name="([^"]+)"/g)].map((m) => m[1]);
    expect(names.sort()).toEqual(["form-name", ...fields, HONEYPOT_FIELD].sort());
  }
});

test("every field the live forms send is in their static copy", async ({ page, request }) => {
  const html = await (await request.get("/__forms.html")).text();
  for (const [path, form] of [
    ["/register", "register"],
    ["/contact", "contact"],
  ] as const) {
    await visit(page, path);
    const live = await page
      .locator("main form [name]")
      .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).name));
    const copy = new RegExp(`<form name="${form}"[\\s\\S]*?</form>`).exec(html)![0];
    for (const name of live) expect(copy, `${form}: ${name}`).toContain(`name="${name}"`);
  }
});

test("registering posts the form URL-encoded to the site, named for Netlify", async ({ page }) => {
  const posts: Request[] = [];
  await page.route("/", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    posts.push(route.request());
    await route.fulfill({ status: 200, contentType: "text/html", body: "<p>Thank you</p>" });
  });
  await visit(page, "/register");
  await expect(
    page.getByText(fill(leads.consent, { provider: leads.providers.netlify.name })),
  ).toBeVisible();
  await page.getByLabel(register.nameLabel).fill(VISITOR.name);
  await page.getByLabel(register.emailLabel).fill(VISITOR.email);
  await page.getByRole("button", { name: register.submit }).click();
  await expect(
    page.getByRole("heading", { name: fill(register.welcomeTitle, { name: VISITOR.name }) }),
  ).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(await posts[0].headerValue("content-type")).toBe("application/x-www-form-urlencoded");
  const body = new URLSearchParams(posts[0].postData() ?? "");
  expect(Object.fromEntries(body)).toMatchObject({
    "form-name": "register",
    ...VISITOR,
    language: "en",
    page: "/register",
  });
});

test("a failed post to Netlify keeps the contact form's fields", async ({ page }) => {
  await page.route("/", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 404 }) : route.fallback(),
  );
  await visit(page, "/contact");
  const form = contact.form;
  for (const [label, value] of [
    [form.firstName, "Ani"],
    [form.lastName, "Petrosyan"],
    [form.email, VISITOR.email],
    [form.subject, "Keto"],
    [form.message, "Hello"],
  ])
    await page.getByLabel(label).fill(value);
  await page.getByRole("button", { name: form.submit }).click();
  await expect(page.getByRole("alert")).toContainText(
    fill(leads.errors.rejected, { status: "404" }),
  );
  await expect(page.getByLabel(form.message)).toHaveValue("Hello");
});

test("the security policy is not loosened: the site posts only to itself", async ({ page }) => {
  const response = await page.goto("/register");
  const csp = (await response!.headerValue("content-security-policy")) ?? "";
  expect(csp).toContain("connect-src 'self';");
  expect(csp).toContain("form-action 'self';");
});
