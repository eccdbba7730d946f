import { LANGUAGES, localPath, type Lang } from "../../src/lib/languages";
import { content, fill } from "../support/content";
import { expect, PASSWORD, test, visit } from "../support/fixtures";
import { NOT_FOUND_PATH, VISITOR } from "../support/routes";

/*
 * The site in Armenian and Russian: the switcher keeps the page, its tab and its section;
 * toasts and cards speak the page's language; a missing page is a 404 in it. That every
 * route and state shows only its language's words, with links that stay in it, is a quality
 * gate (e2e/quality/gates/language.ts), run on each visit of the Armenian and Russian gates.
 */
const en = content("en");

for (const lang of ["hy", "ru"] as const) {
  const copy = content(lang);

  test(`a missing page under /${lang}/ is a 404 in ${lang}`, async ({ page }) => {
    const response = await visit(page, localPath(NOT_FOUND_PATH, lang));
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(copy.ui.notFound.subtitle);
    await expect(page.getByRole("link", { name: copy.ui.notFound.cta })).toHaveAttribute(
      "href",
      localPath("/", lang),
    );
  });
}

test.describe("the switcher", () => {
  test("names each language in itself and links the same page, keeping the tab", async ({
    page,
  }) => {
    await visit(page, "/meal-plans");
    const kits = en.mealPlans.tabs[1];
    await page.getByRole("tab", { name: kits.label }).click();
    await expect(page).toHaveURL(/\?tab=ingredient-kits$/);

    await page.getByRole("button", { name: new RegExp(en.ui.languageLabel) }).click();
    const menu = page.getByRole("group", { name: en.ui.languageLabel });
    for (const { code, name } of LANGUAGES) {
      const link = menu.getByRole("link", { name, exact: true });
      await expect(link).toHaveAttribute("hreflang", code);
      await expect(link).toHaveAttribute("lang", code);
    }
    await expect(menu.getByRole("link", { name: "English" })).toHaveAttribute(
      "aria-current",
      "true",
    );

    const ru = content("ru");
    await menu.getByRole("link", { name: "Русский" }).click();
    await expect(page).toHaveURL(/\/ru\/meal-plans\?tab=ingredient-kits$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page.getByRole("tab", { name: ru.mealPlans.tabs[1].label })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("keeps the section (#faq) and works from the mobile menu and the footer", async ({
    open,
  }) => {
    const { page } = await open({ width: 390 });
    await visit(page, "/#faq");
    await page.getByRole("button", { name: en.ui.menuOpen }).click();
    await page
      .getByRole("group", { name: en.ui.languageLabel })
      .getByRole("link", { name: "Հայերեն" })
      .click();
    await expect(page).toHaveURL(/\/hy#faq$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hy");

    const footer = page.getByRole("contentinfo");
    const hy = content("hy");
    await footer
      .getByRole("navigation", { name: hy.ui.languageLabel })
      .getByRole("link", { name: "English" })
      .click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/(#faq)?$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("the unlock holds across languages", { tag: "@gated" }, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await visit(page, "/");
    await page.getByLabel(en.ui.gate.passwordLabel).fill(PASSWORD);
    await page.getByRole("button", { name: en.ui.gate.button }).click();
    await expect(page.getByRole("heading", { name: en.ui.gate.title })).toHaveCount(0);
    await visit(page, "/ru/contact");
    await expect(page.getByRole("heading", { name: content("ru").ui.gate.title })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      content("ru").contact.header.title,
    );
    await context.close();
  });
});

test.describe("a locked visitor on /hy", { tag: "@gated" }, () => {
  test.use({ unlocked: false });

  test("sees the gate card and its toasts in Armenian", async ({ page }) => {
    const { ui } = content("hy");
    await visit(page, "/hy");
    await expect(page.getByRole("heading", { name: ui.gate.title })).toBeVisible();
    await page.getByLabel(ui.gate.passwordLabel).fill("wrong password");
    await page.getByRole("button", { name: ui.gate.button }).click();
    await expect(page.getByRole("alert").filter({ hasText: ui.gate.wrongTitle })).toBeVisible();
    await page.getByLabel(ui.gate.passwordLabel).fill(PASSWORD);
    await page.getByRole("button", { name: ui.gate.button }).click();
    await expect(page.getByRole("status").filter({ hasText: ui.gate.grantedTitle })).toBeVisible();
  });
});

test("registering on /ru/register: the toast and the welcome card are in Russian", async ({
  page,
}) => {
  const { register, site } = content("ru");
  await visit(page, "/ru/register");
  await page.getByLabel(register.nameLabel).fill(VISITOR.name);
  await page.getByLabel(register.emailLabel).fill(VISITOR.email);
  await page.getByRole("button", { name: register.submit }).click();
  await expect(page.getByRole("button", { name: register.submitting })).toBeDisabled();
  await expect(page.getByRole("status").filter({ hasText: register.successTitle })).toContainText(
    fill(register.successText, { brand: site.brand }),
  );
  await expect(
    page.getByRole("heading", { name: fill(register.welcomeTitle, { name: VISITOR.name }) }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: register.welcomeCta })).toHaveAttribute(
    "href",
    "/ru",
  );
});

test("prices, calories and protein are written the way each language writes them", async ({
  page,
}) => {
  for (const lang of ["en", "hy", "ru"] as const) {
    const { plans, menu, mealPlans } = content(lang);
    await visit(page, localPath("/meal-plans", lang));
    await expect(page.getByText(plans[0].priceText, { exact: true }).first()).toBeVisible();
    await expect(
      page.getByText(`${menu[0].proteinText} ${mealPlans.sampleMenu.proteinLabel}`),
    ).toBeVisible();
  }
  expect(content("en").plans[0].priceText).toBe("12,000\u00a0AMD");
  expect(content("ru").plans[0].priceText).toBe("12\u00a0000\u00a0֏");
  expect(content("en").menu[0].proteinText).toBe("42g");
});

test("a page carries only its own language: HTML and page data", async ({ request }) => {
  // Texts that exist in one language only (each differs from the other languages' text).
  const marks = (lang: Lang) => {
    const c = content(lang);
    return [c.ui.gate.title, c.register.consent, c.plans[1].description, c.home.hero.title];
  };
  for (const lang of ["en", "hy", "ru"] as const) {
    const others = (["en", "hy", "ru"] as const).filter((l) => l !== lang).flatMap(marks);
    const path = localPath("/meal-plans", lang);
    const dataPath = `/page-data${lang === "en" ? "" : `/${lang}`}/meal-plans/page-data.json`;
    for (const url of [path, dataPath]) {
      const body = await (await request.get(url)).text();
      for (const text of others) expect(body, `${url} holds "${text}"`).not.toContain(text);
    }
  }
});
