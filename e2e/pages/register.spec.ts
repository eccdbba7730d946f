import { content, fill } from "../support/content";
import { expect, holdScripts, hydrated, test, visit } from "../support/fixtures";

const { register, site } = content();

test.describe("/register", () => {
  test("registering waits a second, toasts success and greets the visitor by name as text", async ({
    page,
    errors,
  }) => {
    await visit(page, "/register");
    const name = page.getByLabel(register.nameLabel);
    const email = page.getByLabel(register.emailLabel);
    await expect(email).toHaveAttribute("type", "email");
    await expect(name).toHaveJSProperty("required", true);
    // Markup typed as a name must come back as text.
    const typedName = "<b>x</b>";
    await name.fill(typedName);
    await email.fill("ani@example.com");

    const started = Date.now();
    await page.getByRole("button", { name: register.submit }).click();
    await expect(page.getByRole("button", { name: register.submitting })).toBeDisabled();

    const welcome = page.getByRole("heading", {
      level: 1,
      name: fill(register.welcomeTitle, { name: typedName }),
      exact: true,
    });
    await expect(welcome).toBeVisible();
    expect(Date.now() - started, "the simulated step takes one second").toBeGreaterThanOrEqual(950);
    await expect(welcome.locator("b")).toHaveCount(0);
    const toast = page.getByRole("status").filter({ hasText: register.successTitle });
    await expect(toast).toContainText(fill(register.successText, { brand: site.brand }));
    await expect(name).toHaveCount(0);
    await expect(page.getByRole("link", { name: register.welcomeCta })).toHaveAttribute(
      "href",
      "/",
    );

    // Only a reload brings the form back.
    await page.reload();
    await expect(name).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("what was typed before the scripts arrived is what gets registered", async ({
    page,
    errors,
  }) => {
    const release = await holdScripts(page);
    // Not "load": a held script the page already asked for would hold the load event too.
    await page.goto("/register", { waitUntil: "domcontentloaded" });
    await page.getByLabel(register.nameLabel).fill("Ani Petrosyan");
    await page.getByLabel(register.emailLabel).fill("ani@example.com");
    release();
    await hydrated(page);
    await page.getByRole("button", { name: register.submit }).click();
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: fill(register.welcomeTitle, { name: "Ani Petrosyan" }),
        exact: true,
      }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the browser asks for the required fields before anything happens", async ({ page }) => {
    await visit(page, "/register");
    const submit = page.getByRole("button", { name: register.submit });
    await submit.click();
    // Nothing may happen: give it a moment to (not) start.
    await page.waitForTimeout(100);
    await expect(submit).toBeEnabled();
    expect(
      await page
        .getByLabel(register.nameLabel)
        .evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    await expect(page.getByRole("link", { name: register.back })).toHaveAttribute("href", "/");
  });
});
