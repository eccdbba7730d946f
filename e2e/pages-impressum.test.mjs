import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { launch, openPage, visit } from "./browser.mjs";

let browser;
before(async () => {
  browser = await launch();
});
after(() => browser?.close());

test("/impressum is readable in a fresh, locked session, with German headings", async () => {
  const { page, context, errors } = await openPage(browser, { unlocked: false });
  await visit(page, "/impressum");
  assert.equal(await page.getByText("Protected Area").count(), 0);
  assert.equal(await page.getByLabel("Password").count(), 0);
  const h1 = page.getByRole("heading", { level: 1 });
  assert.equal(await h1.innerText(), "Impressum");
  assert.equal(await h1.getAttribute("lang"), "de");
  for (const name of ["Angaben gemäß § 5 TMG", "Vertreten durch", "Registereintrag", "Kontakt"])
    assert.ok(await page.getByRole("heading", { level: 2, name }).isVisible(), name);
  // Phone numbers keep to one line with non-breaking spaces; read them as plain spaces.
  const text = (await page.locator("main").innerText()).replace(/\u00a0/g, " ");
  for (const value of [
    "Hamov LLC",
    "24 Teryan Street",
    "Yerevan, Armenia",
    "State Register of Legal Entities",
    "286.110.01234",
    "+374 10 555 123",
    "hello@hamov.am",
    "Anna Hakobyan",
  ])
    assert.ok(text.includes(value), value);
  assert.equal(
    await page.getByRole("link", { name: "Back to the website" }).getAttribute("href"),
    "/",
  );
  assert.equal(await page.getByRole("navigation").count(), 0, "outside the shared wrapper");
  assert.deepEqual(errors, []);
  await context.close();
});
