import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { launch, openPage, visit } from "./browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

test("Send Message keeps the page and what was typed, and says in a toast it is not sent", async () => {
  const { page, context, errors } = await openPage(browser);
  await visit(page, "/contact");
  await page.evaluate(() => {
    window.__marker = "still here";
  });
  const values = {
    "First name": "Ani",
    "Last name": "Petrosyan",
    Email: "ani@example.com",
    "Phone (optional)": "+374 99 000000",
    Subject: "Delivery",
    Message: "Do you deliver to Abovyan?",
  };
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
  const before = page.url();
  await page.getByRole("button", { name: "Send Message" }).click();

  const toast = page.getByRole("status").filter({ hasText: "Messages cannot be sent online yet" });
  await toast.waitFor();
  assert.match(await toast.innerText(), /hello@hamov\.am[\s\S]*\+374 10 555 123/);
  assert.equal(await page.evaluate(() => window.__marker), "still here");
  assert.equal(page.url(), before);
  for (const [label, value] of Object.entries(values))
    assert.equal(await page.getByLabel(label).inputValue(), value);
  assert.deepEqual(errors, []);
  await context.close();
});

test("contact cards, social links, legal notice link and the map placeholder", async () => {
  const { page, context } = await openPage(browser);
  await visit(page, "/contact");
  const text = await page.locator("main").innerText();
  for (const expected of [
    "We respond within 24 hours",
    "Mon-Fri",
    "8:00-20:00",
    "9:00-18:00",
    "10:00-16:00",
    "Yerevan",
    "Find our kitchen",
  ])
    assert.ok(text.includes(expected), expected);
  for (const name of ["Facebook", "Instagram", "LinkedIn"]) {
    const link = page.getByRole("link", { name, exact: true });
    assert.equal(await link.getAttribute("rel"), "noopener noreferrer");
    assert.equal(await link.getAttribute("target"), "_blank");
  }
  // Keyboard focus shows the tooltip (Radix ignores focus that no key moved).
  await page.getByRole("link", { name: "Facebook", exact: true }).focus();
  await page.keyboard.press("Tab");
  await page.getByRole("tooltip").filter({ hasText: "Instagram" }).waitFor();
  assert.equal(
    await page.getByRole("link", { name: "Legal notice (Impressum)" }).getAttribute("href"),
    "/impressum",
  );
  await page.getByRole("button", { name: "Get Directions" }).waitFor();
  await context.close();
});
