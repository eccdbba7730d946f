import { REGISTER_DELAY_MS } from "../../src/lib/constants";
import { content, fill } from "../support/content";
import {
  expect,
  holdScripts,
  hydrated,
  installClock,
  stopClock,
  test,
  visit,
} from "../support/fixtures";

const { register, site, leads } = content();

test.describe("/register", () => {
  test("registering waits a second, toasts success and greets the visitor by name as text", async ({
    page,
    errors,
  }) => {
    await installClock(page);
    await visit(page, "/register");
    const name = page.getByLabel(register.nameLabel);
    const email = page.getByLabel(register.emailLabel);
    await expect(email).toHaveAttribute("type", "email");
    await expect(name).toHaveJSProperty("required", true);
    // Markup typed as a name must come back as text.
    const typedName = "<b>x</b>";
    await name.fill(typedName);
    await email.fill("ani@example.com");

    // The default build simulates the step: nothing leaves the page.
    const sent: string[] = [];
    page.on("request", (r) => r.method() !== "GET" && sent.push(`${r.method()} ${r.url()}`));
    await expect(page.getByText(register.consent)).toBeVisible();
    for (const { name: provider } of Object.values(leads.providers))
      await expect(page.getByText(fill(leads.consent, { provider }))).toHaveCount(0);
    const welcome = page.getByRole("heading", {
      level: 1,
      name: fill(register.welcomeTitle, { name: typedName }),
      exact: true,
    });
    // The page's clock stands still: the simulated step takes its second of the page's time.
    await stopClock(page);
    await page.getByRole("button", { name: register.submit }).click();
    await expect(page.getByRole("button", { name: register.submitting })).toBeDisabled();
    await page.clock.runFor(REGISTER_DELAY_MS - 1);
    await expect(page.getByRole("button", { name: register.submitting })).toBeDisabled();
    await expect(welcome).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(welcome).toBeVisible();
    await page.clock.resume();
    await expect(welcome.locator("b")).toHaveCount(0);
    const toast = page.getByRole("status").filter({ hasText: register.successTitle });
    await expect(toast).toContainText(fill(register.successText, { brand: site.brand }));
    await expect(name).toHaveCount(0);
    await expect(page.getByRole("link", { name: register.welcomeCta })).toHaveAttribute(
      "href",
      "/",
    );

    expect(sent).toEqual([]);
    expect(errors).toEqual([]);
  });

  // Without the test's own clock: it stands in for the page's navigation timing too, which is
  // how the page tells a reload from Back and Forward.
  test("only a reload brings the form back, empty", async ({ page, errors }) => {
    await visit(page, "/register");
    const name = page.getByLabel(register.nameLabel);
    await name.fill("Ani");
    await page.getByLabel(register.emailLabel).fill("ani@example.com");
    await page.getByRole("button", { name: register.submit }).click();
    await expect(page.getByRole("link", { name: register.welcomeCta })).toBeVisible();
    await expect(name).toHaveCount(0);
    // No draft is kept when nothing is sent. Hydrated first: the page as served shows the
    // form too, until the kept welcome card replaces it.
    await page.reload();
    await hydrated(page);
    await expect(name).toBeVisible();
    await expect(name).toHaveValue("");
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
    await installClock(page);
    await visit(page, "/register");
    const submit = page.getByRole("button", { name: register.submit });
    await submit.click();
    // Nothing may happen: a registration started now would be done once its second is run out.
    await page.clock.runFor(REGISTER_DELAY_MS);
    await expect(submit).toBeEnabled();
    expect(
      await page
        .getByLabel(register.nameLabel)
        .evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    await expect(page.getByRole("link", { name: register.back })).toHaveAttribute("href", "/");
  });

  test("a name of spaces only counts as empty: the form stays, with the field's message", async ({
    page,
    errors,
  }) => {
    await installClock(page);
    await visit(page, "/register");
    const name = page.getByLabel(register.nameLabel);
    await name.fill("     ");
    await page.getByLabel(register.emailLabel).fill("ani@example.com");
    await page.getByRole("button", { name: register.submit }).click();
    await expect(name).toHaveValue("");
    expect(await name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    // A registration started now would have replaced the form once its second is run out.
    await page.clock.runFor(REGISTER_DELAY_MS);
    await expect(page.getByRole("button", { name: register.submit })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a long unbroken name is cut to the field's limit and never widens the page at 320 px", async ({
    open,
  }) => {
    const { page, errors } = await open({ width: 320, height: 700 });
    await visit(page, "/register");
    const name = page.getByLabel(register.nameLabel);
    const limit = Number(await name.getAttribute("maxlength"));
    expect(limit).toBeGreaterThan(0);
    await name.pressSequentially("W".repeat(limit + 20), { delay: 0 });
    await expect(name).toHaveValue("W".repeat(limit));
    await page.getByLabel(register.emailLabel).fill(`${"a".repeat(60)}@example.com`);
    await page.getByRole("button", { name: register.submit }).click();
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toContainText("W".repeat(limit));
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    expect(errors).toEqual([]);
  });

  test("a bidirectional control character in the name cannot reorder the greeting", async ({
    page,
  }) => {
    await visit(page, "/register");
    const typed = "\u202eAni";
    await page.getByLabel(register.nameLabel).fill(typed);
    await page.getByLabel(register.emailLabel).fill("ani@example.com");
    await page.getByRole("button", { name: register.submit }).click();
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(fill(register.welcomeTitle, { name: typed }));
    // The name is isolated: its override ends with the <bdi> around it.
    await expect(heading.locator("bdi")).toHaveText(typed);
  });
});
