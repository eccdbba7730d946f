import { content } from "../support/content";
import { expect, test, visit } from "../support/fixtures";
import { LANGUAGE_CODES, localPath } from "../../src/lib/languages";

const { impressum, site, ui } = content();

// Readable without the password on the gated preview: e2e/shell/gate.spec.ts.
test.describe("/impressum", () => {
  test.use({ unlocked: false });

  test("is readable in a fresh session, with German headings", async ({ page, errors }) => {
    await visit(page, "/impressum");
    await expect(page.getByText(ui.gate.title)).toHaveCount(0);
    await expect(page.getByLabel(ui.gate.passwordLabel)).toHaveCount(0);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(impressum.title);
    await expect(h1).toHaveAttribute("lang", impressum.headingLang);
    // The launch build's forms send nothing: no word on where form data goes.
    await expect(page.getByRole("heading", { name: impressum.privacyHeading })).toHaveCount(0);
    for (const name of [
      impressum.providerHeading,
      impressum.representativeHeading,
      impressum.registerHeading,
      impressum.contactHeading,
    ]) {
      const heading = page.getByRole("heading", { level: 2, name });
      await expect(heading).toBeVisible();
      await expect(heading).toHaveAttribute("lang", impressum.headingLang);
    }
    // Phone numbers keep to one line with non-breaking spaces; read them as plain spaces.
    const text = (await page.locator("main").innerText()).replace(/\u00a0/g, " ");
    const { legal, address } = site;
    for (const value of [
      legal.company,
      address.street,
      `${address.city}`,
      address.country,
      legal.court,
      legal.registerNumber,
      site.phone,
      site.email,
      legal.representative,
    ])
      expect(text).toContain(value);
    await expect(page.getByRole("link", { name: impressum.back })).toHaveAttribute("href", "/");
    await expect(page.getByRole("navigation"), "outside the shared wrapper").toHaveCount(0);
    expect(errors).toEqual([]);
  });

  // Its title's long words ("տեղեկատվություն", "информация") on a phone: whole on one line
  // each, never cut inside a word by the card's edge.
  test("its title keeps each word whole on a phone, in every language", async ({ page }) => {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const lang of LANGUAGE_CODES) {
        await visit(page, localPath("/impressum", lang));
        const cut = await page.getByRole("heading", { level: 1 }).evaluate((h1) => {
          const text = h1.firstChild as Text;
          return [...(text.data ?? "").matchAll(/\S+/g)].flatMap((word) => {
            const range = document.createRange();
            range.setStart(text, word.index!);
            range.setEnd(text, word.index! + word[0].length);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            return lines.size > 1 ? [word[0]] : [];
          });
        });
        expect(cut, `${lang} at ${width} px`).toEqual([]);
      }
    }
  });
});
