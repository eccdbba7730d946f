import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { BASE_URL, holdScripts, hydrated, launch, openPage, visit } from "./browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

test("registering waits a second, toasts success and greets the visitor by name as text", async () => {
  const { page, context, errors } = await openPage(browser);
  await visit(page, "/register");
  assert.equal(await page.getByLabel("Email Address").getAttribute("type"), "email");
  assert.ok(await page.getByLabel("Full Name").evaluate((el) => el.required));
  await page.getByLabel("Full Name").fill("<b>x</b>");
  await page.getByLabel("Email Address").fill("ani@example.com");

  const started = Date.now();
  await page.getByRole("button", { name: "Start Your Journey" }).click();
  const busy = page.getByRole("button", { name: "Creating Account..." });
  assert.ok(await busy.isDisabled());

  const welcome = page.getByRole("heading", { level: 1, name: "Welcome, <b>x</b>!" });
  await welcome.waitFor();
  assert.ok(Date.now() - started >= 950, "the simulated step takes one second");
  assert.equal(await welcome.locator("b").count(), 0);
  const toast = page.getByRole("status").filter({ hasText: "Registration Successful!" });
  assert.match(
    await toast.innerText(),
    /Welcome to Hamov! Check your email for a welcome message\./,
  );
  assert.equal(await page.getByLabel("Full Name").count(), 0);
  assert.equal(await page.getByRole("link", { name: "Return to Home" }).getAttribute("href"), "/");

  await page.reload();
  await page.getByLabel("Full Name").waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test("what was typed before the scripts arrived is what gets registered", async () => {
  const { page, context, errors } = await openPage(browser);
  const release = await holdScripts(page);
  await page.goto(`${BASE_URL}/register`);
  await page.getByLabel("Full Name").fill("Ani Petrosyan");
  await page.getByLabel("Email Address").fill("ani@example.com");
  release();
  await hydrated(page);
  await page.getByRole("button", { name: "Start Your Journey" }).click();
  await page.getByRole("heading", { level: 1, name: "Welcome, Ani Petrosyan!" }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test("the browser asks for the required fields before anything happens", async () => {
  const { page, context } = await openPage(browser);
  await visit(page, "/register");
  await page.getByRole("button", { name: "Start Your Journey" }).click();
  await page.waitForTimeout(100);
  assert.equal(await page.getByRole("button", { name: "Start Your Journey" }).isEnabled(), true);
  assert.equal(await page.getByLabel("Full Name").evaluate((el) => el.validity.valueMissing), true);
  assert.equal(await page.getByRole("link", { name: "Back to Home" }).getAttribute("href"), "/");
  await context.close();
});
