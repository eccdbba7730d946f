/** @jest-environment node */
import { parsePage } from "../html";
import { pageLang, pageTextProblems } from "../language";

const page = (lang: string, body: string) =>
  parsePage(`${lang}/register/index.html`, `<html lang="${lang}"><body>${body}</body></html>`);

test("the built Armenian and Russian pages are checked; English ones are not", () => {
  expect(pageLang("hy/menu/index.html")).toBe("hy");
  expect(pageLang("ru/index.html")).toBe("ru");
  expect(pageLang("menu/index.html")).toBeUndefined();
});

test("what code put together is checked as the page shows it, naming the page", () => {
  // As React writes a label, a space and a list: three text nodes of one paragraph.
  const hy = page("hy", "<p><span>Առանց:</span><!-- --> <!-- -->Կաթ, Ընկուզեղեն</p>");
  expect(pageTextProblems(hy, "hy")).toEqual([
    expect.stringMatching(/^public\/hy\/register\/index\.html: Latin punctuation/),
  ]);
  const ru = page("ru", "<p>Мы позвоним, чтобы подтвердить доставку: Понедельник, 30 ноября.</p>");
  expect(pageTextProblems(ru, "ru")).toEqual([
    expect.stringMatching(/^public\/ru\/register\/index\.html: the weekday «Понедельник»/),
  ]);
  const kcal = page(
    "hy",
    "<dl><div><dt>Էներգետիկ արժեք</dt><dd>1790<!-- --> <!-- -->կկալ</dd></div></dl>",
  );
  expect(pageTextProblems(kcal, "hy")).toEqual([
    expect.stringMatching(/a plain space between a number and its unit/),
  ]);
});

test("headings, a list's items and text in another language pass", () => {
  const hy = page(
    "hy",
    "<h3>Երկուշաբթի, նոյեմբերի 23</h3><ul><li><span>Բացառել՝</span> կաթ, ընկուզեղեն</li>" +
      '<li>1\u00a0790\u00a0կկալ</li></ul><p lang="en">Allergens: Milk</p>' +
      "<script>var a = 'Առանց: Կաթ';</script>",
  );
  expect(pageTextProblems(hy, "hy")).toEqual([]);
  // A block's text is not joined to the next block's: each heading starts its own text.
  const ru = page("ru", "<div><p>Обед</p><h3>Понедельник, 23 ноября</h3></div>");
  expect(pageTextProblems(ru, "ru")).toEqual([]);
});
