import {
  DEFAULT_LANG,
  isLang,
  LANGUAGES,
  langOfPath,
  localPath,
  pathInLanguage,
  withoutLang,
} from "../languages";

test("English is the default and every language is named in itself", () => {
  expect(DEFAULT_LANG).toBe("en");
  expect(LANGUAGES.map((l) => [l.code, l.name])).toEqual([
    ["en", "English"],
    ["hy", "Հայերեն"],
    ["ru", "Русский"],
  ]);
  expect(isLang("hy")).toBe(true);
  expect(isLang("de")).toBe(false);
  expect(isLang(undefined)).toBe(false);
});

test("the language of an address is its first folder, English without one", () => {
  expect(langOfPath("/")).toBe("en");
  expect(langOfPath("/meal-plans")).toBe("en");
  expect(langOfPath("/hy")).toBe("hy");
  expect(langOfPath("/hy/")).toBe("hy");
  expect(langOfPath("/ru/meal-plans")).toBe("ru");
  expect(langOfPath("/ru#faq")).toBe("ru");
  expect(langOfPath("/ru?tab=ingredient-kits")).toBe("ru");
  // Only a whole folder counts.
  expect(langOfPath("/russian-food")).toBe("en");
  expect(langOfPath("/hyper")).toBe("en");
  expect(langOfPath("/en/meal-plans")).toBe("en");
});

test("an address without its language folder", () => {
  expect(withoutLang("/hy/meal-plans")).toBe("/meal-plans");
  expect(withoutLang("/ru")).toBe("/");
  expect(withoutLang("/ru/")).toBe("/");
  expect(withoutLang("/hy#faq")).toBe("/#faq");
  expect(withoutLang("/hy?tab=ingredient-kits")).toBe("/?tab=ingredient-kits");
  expect(withoutLang("/meal-plans")).toBe("/meal-plans");
  expect(withoutLang("/russian-food")).toBe("/russian-food");
});

test("internal links stay in the page's language", () => {
  expect(localPath("/", "hy")).toBe("/hy");
  expect(localPath("/#faq", "hy")).toBe("/hy#faq");
  expect(localPath("/?tab=ingredient-kits", "ru")).toBe("/ru?tab=ingredient-kits");
  expect(localPath("/register", "ru")).toBe("/ru/register");
  expect(localPath("/meal-plans?tab=ingredient-kits#faq", "hy")).toBe(
    "/hy/meal-plans?tab=ingredient-kits#faq",
  );
});

test("English links and links outside the site are left as they are", () => {
  expect(localPath("/register", "en")).toBe("/register");
  expect(localPath("/", "en")).toBe("/");
  expect(localPath("https://www.instagram.com/", "ru")).toBe("https://www.instagram.com/");
  expect(localPath("mailto:hello@hamov.am", "hy")).toBe("mailto:hello@hamov.am");
  expect(localPath("tel:+37410555123", "hy")).toBe("tel:+37410555123");
  expect(localPath("//cdn.example.com/x.js", "ru")).toBe("//cdn.example.com/x.js");
  expect(localPath("#faq", "ru")).toBe("#faq");
});

test("the same page in another language keeps the chosen tab and the section", () => {
  const here = "/ru/meal-plans?tab=ingredient-kits#faq";
  expect(pathInLanguage(here, "hy")).toBe("/hy/meal-plans?tab=ingredient-kits#faq");
  expect(pathInLanguage(here, "en")).toBe("/meal-plans?tab=ingredient-kits#faq");
  expect(pathInLanguage(here, "ru")).toBe(here);
  expect(pathInLanguage("/", "ru")).toBe("/ru");
  expect(pathInLanguage("/hy", "en")).toBe("/");
  expect(pathInLanguage("/hy#faq", "ru")).toBe("/ru#faq");
  expect(pathInLanguage("/ru?tab=ingredient-kits", "en")).toBe("/?tab=ingredient-kits");
  expect(pathInLanguage("/contact", "hy")).toBe("/hy/contact");
});
