import { content, fill } from "../support/content";
import { expect, test, visit } from "../support/fixtures";

const { contact, site } = content();
const { form } = contact;

test.describe("/contact", () => {
  test("Send Message keeps the page and what was typed, and says in a toast it is not sent", async ({
    page,
    errors,
  }) => {
    // Nothing but page loads: the default build sends no form anywhere.
    const sent: string[] = [];
    page.on("request", (r) => r.method() !== "GET" && sent.push(`${r.method()} ${r.url()}`));
    await visit(page, "/contact");
    // Gone if the page were loaded again.
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    const typed = [
      [form.firstName, "Ani"],
      [form.lastName, "Petrosyan"],
      [form.email, "ani@example.com"],
      [form.phone, "+374 99 000000"],
      [form.subject, "Delivery"],
      [form.message, "Do you deliver to Abovyan?"],
    ];
    for (const [label, value] of typed) await page.getByLabel(label, { exact: true }).fill(value);
    const before = page.url();
    await page.getByRole("button", { name: form.submit }).click();

    const toast = page.getByRole("status").filter({ hasText: form.notSentTitle });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(
      fill(form.notSentText, { email: site.email, phone: site.phone }),
    );
    expect(await page.evaluate(() => "stillHere" in window)).toBe(true);
    expect(page.url()).toBe(before);
    for (const [label, value] of typed)
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    expect(sent).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("contact cards, social links, legal notice link and the map placeholder", async ({
    page,
  }) => {
    await visit(page, "/contact");
    const main = page.getByRole("main");
    for (const expected of [
      contact.cards.emailNote,
      ...site.hours.flatMap((row) => [row.days, row.hours]),
      site.address.city,
      contact.map.title,
    ])
      await expect(main).toContainText(expected);
    for (const social of site.socials) {
      const link = page.getByRole("link", { name: social.name, exact: true });
      await expect(link).toHaveAttribute("href", social.href);
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAttribute("target", "_blank");
    }
    // Keyboard focus shows the tooltip (focus that no key moved does not).
    const [first, second] = site.socials;
    await page.getByRole("link", { name: first.name, exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tooltip").filter({ hasText: second.name })).toBeVisible();
    await expect(page.getByRole("link", { name: contact.impressumLink })).toHaveAttribute(
      "href",
      "/impressum",
    );
    await expect(page.getByRole("button", { name: contact.map.button })).toBeVisible();
  });
});
