/** @jest-environment node */
import { compareTranslation } from "../translations";

/** How the build names the reference: a file's "en" part (gatsby/content/check.ts). */
const EN = 'the "en" part';
const reference = {
  navCta: "Start Your Journey",
  gate: { title: "Protected Area", grantedText: "Welcome to {brand}" },
  links: [
    { name: "Contact", href: "/contact" },
    { name: "Meal Plans", href: "/meal-plans" },
  ],
  tabs: [{ value: "ready-to-eat", label: "Ready to eat" }],
  rating: 5,
};

/** The reference with some of its values changed, as a translator would write it. */
function translated(change: (value: any) => void = () => {}) {
  const value = structuredClone(reference);
  change(value);
  return value;
}

test("a full translation with the same ids and placeholders passes", () => {
  const hy = translated((v) => {
    v.navCta = "Սկսել";
    v.gate = { title: "Փակ բաժին", grantedText: "Բարի գալուստ {brand}" };
    v.links[0].name = "Կապ";
    v.tabs[0].label = "Պատրաստի";
  });
  expect(compareTranslation(reference, hy, EN)).toEqual([]);
});

test("a missing key and an extra key name the key", () => {
  const ru = translated((v) => {
    delete v.gate.title;
    v.gate.subtitle = "Подзаголовок";
  });
  expect(compareTranslation(reference, ru, EN)).toEqual([
    `gate.title: missing (${EN} has it)`,
    `gate.subtitle: not in ${EN}`,
  ]);
});

test("an empty or blank text is reported", () => {
  expect(
    compareTranslation(
      reference,
      translated((v) => (v.navCta = "  ")),
      EN,
    ),
  ).toEqual(["navCta: empty"]);
});

test("lists keep their length; entries are compared one by one", () => {
  const short = translated((v) => v.links.pop());
  expect(compareTranslation(reference, short, EN)).toEqual([`links: 1 entries, ${EN} has 2`]);
  const blank = translated((v) => (v.links[1].name = ""));
  expect(compareTranslation(reference, blank, EN)).toEqual(["links[1].name: empty"]);
});

test("ids (href, slug, value) must read as in English", () => {
  const ru = translated((v) => {
    v.links[1].href = "/ru/meal-plans";
    v.tabs[0].value = "gotovoe";
  });
  expect(compareTranslation(reference, ru, EN)).toEqual([
    `links[1].href: must read "/meal-plans" as in ${EN} (an id, not copy)`,
    `tabs[0].value: must read "ready-to-eat" as in ${EN} (an id, not copy)`,
  ]);
});

test("the legal notice's headings may be in each page's own language", () => {
  expect(
    compareTranslation(
      { slug: "monday", headingLang: "de" },
      { slug: "monday", headingLang: "ru" },
      EN,
    ),
  ).toEqual([]);
});

test("placeholders must be the same as in English, none dropped or added", () => {
  const dropped = translated((v) => (v.gate.grantedText = "Բարի գալուստ"));
  expect(compareTranslation(reference, dropped, EN)).toEqual([
    `gate.grantedText: placeholders must be {brand} as in ${EN}`,
  ]);
  const added = translated((v) => (v.navCta = "Начать с {brand}"));
  expect(compareTranslation(reference, added, EN)).toEqual([
    `navCta: placeholders must be none as in ${EN}`,
  ]);
  const renamed = translated((v) => (v.gate.grantedText = "Добро пожаловать в {бренд}"));
  expect(compareTranslation(reference, renamed, EN)).toHaveLength(1);
});

test("a value of another kind, or a changed number, is reported", () => {
  const kinds = (was: string, is: string, key: string) =>
    new RegExp(`^${key}: is an? ${is}, ${EN} has an? ${was}$`);
  expect(
    compareTranslation(
      reference,
      translated((v) => (v.gate = "Փակ")),
      EN,
    ),
  ).toEqual([expect.stringMatching(kinds("object", "string", "gate"))]);
  expect(
    compareTranslation(
      reference,
      translated((v) => (v.links = {})),
      EN,
    ),
  ).toEqual([expect.stringMatching(kinds("list", "object", "links"))]);
  expect(compareTranslation([], {}, EN)).toEqual([
    expect.stringMatching(kinds("list", "object", "\\(whole file\\)")),
  ]);
  expect(
    compareTranslation(
      reference,
      translated((v) => (v.rating = 4)),
      EN,
    ),
  ).toEqual([`rating: must be 5 as in ${EN}`]);
});
