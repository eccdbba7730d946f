import type { Page } from "@playwright/test";
import { localPath } from "../../src/lib/languages";
import { content, phoneText } from "../support/content";
import { expect, test, visit } from "../support/fixtures";
import { VISITOR } from "../support/routes";

/*
 * "Do we deliver to you?" on /contact in every language, the FAQ's way there, and the
 * register form's optional district.
 */

/** The check's select and the live region that answers it. */
function check(page: Page, label: string) {
  const select = page.getByLabel(label, { exact: true });
  const answer = page.locator("#delivery [aria-live=polite]");
  return { select, answer };
}

for (const lang of ["en", "hy", "ru"] as const) {
  const { contact, districts, site } = content(lang);
  const copy = contact.delivery;

  test(`${lang}: a chosen district shows its days and windows; outside Yerevan, whom to write to`, async ({
    page,
    errors,
  }) => {
    await visit(page, localPath("/contact", lang));
    await expect(
      page.getByRole("heading", { level: 2, name: copy.title, exact: true }),
    ).toBeVisible();
    const { select, answer } = check(page, copy.label);
    await expect(select.getByRole("option")).toHaveCount(districts.length + 2);
    for (const district of [districts[0], districts[districts.length - 1]]) {
      await select.selectOption({ label: district.name });
      await expect(answer).toContainText(copy.daysLabel);
      await expect(answer).toContainText(district.daysText);
      await expect(answer.getByRole("listitem")).toHaveText(district.windows);
    }
    await select.selectOption({ label: copy.outside });
    await expect(answer).toContainText(copy.outsideTitle);
    await expect(answer).toContainText(copy.outsideText);
    await expect(answer.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    await expect(answer.getByRole("link", { name: phoneText(site.phone) })).toBeVisible();
    await expect(answer).not.toContainText(copy.daysLabel);
    expect(errors).toEqual([]);
  });
}

for (const lang of ["en", "ru"] as const) {
  const { faq, contact } = content(lang);
  const item = faq.find((q) => q.link?.href.endsWith("#delivery"))!;

  test(`${lang}: the FAQ's delivery answer leads to the check on the contact page`, async ({
    page,
    errors,
  }) => {
    await visit(page, localPath("/", lang));
    await page.getByRole("button", { name: item.question }).click();
    await page.getByRole("link", { name: item.link!.label }).click();
    await expect(page).toHaveURL(new RegExp(`${localPath("/contact", lang)}#delivery$`));
    await expect(page.getByRole("heading", { name: contact.delivery.title })).toBeInViewport();
    expect(errors).toEqual([]);
  });
}

test("the register page offers the optional district and registers without one", async ({
  page,
  errors,
}) => {
  const { register, districts } = content();
  await visit(page, "/register");
  const district = page.getByLabel(register.districtLabel);
  await expect(district).toHaveAttribute("name", "district");
  await expect(district).toHaveJSProperty("required", false);
  await expect(district).toHaveValue("");
  await expect(district.getByRole("option")).toHaveText([
    register.districtNone,
    ...districts.map((d) => d.name).sort(),
  ]);
  await page.getByLabel(register.nameLabel).fill(VISITOR.name);
  await page.getByLabel(register.emailLabel).fill(VISITOR.email);
  await page.getByRole("button", { name: register.submit }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(VISITOR.name);
  expect(errors).toEqual([]);
});
