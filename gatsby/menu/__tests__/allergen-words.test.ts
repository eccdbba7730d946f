/** @jest-environment node */
import {
  allergenWordProblems,
  firstSentence,
  unnamedAllergenProblems,
  type AllergenWordsEntry,
} from "../allergen-words";
import { loadContent } from "../../content/snapshot";
import type { Lang } from "../../../src/lib/languages";

/** A language's words, as the build reads them from data/allergen-words.json. */
const rules = (lang: Lang) => loadContent().copy<AllergenWordsEntry[]>("allergen-words.json", lang);
/**
 * The files as the checks name them (a language's copy, the facts); the build then tells each
 * finding where it is kept (see menu-promises.test.ts: "data/dishes/tolma.json: hy.description").
 */
const where = (lang: Lang) => ({
  dishes: `data/${lang}/dishes.json`,
  words: `data/${lang}/allergen-words.json`,
});
const dish = (description: string, allergens: string[] = []) => ({
  slug: "soup",
  allergens,
  name: "Soup",
  description,
  ingredients: "Water",
  alt: "A bowl of soup",
});

// A soup served with lavash, in each language's own words (and one inflected form).
const lavash: [Lang, string, string][] = [
  ["en", "Lentils simmered with carrot; lemon and lavash on the side.", "lavash"],
  ["hy", "Ոսպ՝ գազարով, կիտրոնով և լավաշով։", "լավաշով"],
  ["ru", "Чечевица с морковью; к супу — лимон и лавашом.", "лавашом"],
];

describe.each(lavash)("a dish's copy in %s", (lang, description, word) => {
  test("naming a word of gluten without declaring it fails, naming the dish, language and word", () => {
    expect(allergenWordProblems([dish(description)], rules(lang), lang, where(lang))).toEqual([
      `data/${lang}/dishes.json: [0].description: names "${word}", which contains gluten (a word listed in data/${lang}/allergen-words.json), but the dish's allergens do not list gluten. Add gluten to its allergens and save again`,
    ]);
  });

  test("passes once the allergen is declared", () => {
    expect(
      allergenWordProblems([dish(description, ["gluten"])], rules(lang), lang, where(lang)),
    ).toEqual([]);
  });
});

test("an 'unless' word exempts only the word it stands beside", () => {
  const sulphured = dish("Rice with dried apricots.");
  expect(allergenWordProblems([sulphured], rules("en"), "en", where("en"))).toHaveLength(1);
  const unsulphured = { ...sulphured, ingredients: "Rice, unsulphured dried apricots" };
  expect(allergenWordProblems([unsulphured], rules("en"), "en", where("en"))).toEqual([]);
  // The raisins beside them are not said to be unsulphured: they still need the allergen.
  const raisins = { ...unsulphured, ingredients: "Rice, unsulphured dried apricots, raisins" };
  expect(allergenWordProblems([raisins], rules("en"), "en", where("en"))).toEqual([
    expect.stringContaining('names "raisins", which contains sulphites'),
  ]);
  const coconut = dish("Red lentils in coconut milk.");
  expect(allergenWordProblems([coconut], rules("en"), "en", where("en"))).toEqual([]);
  const hy = dish("Ծիրանաչիր (առանց ծծմբի) և բրինձ։");
  expect(allergenWordProblems([hy], rules("hy"), "hy", where("hy"))).toEqual([]);
});

test("every language lists the same allergens, each with words", () => {
  const slugs = (lang: Lang) => rules(lang).map((r) => r.slug);
  expect(slugs("hy")).toEqual(slugs("en"));
  expect(slugs("ru")).toEqual(slugs("en"));
  for (const lang of ["en", "hy", "ru"] as const)
    for (const rule of rules(lang)) expect(rule.words.trim()).not.toBe("");
});

describe("a dish holding nuts, peanuts or sesame says so where it is read first", () => {
  // The salmon's names before its walnut crust was named, with its descriptions and the home
  // page's captions of its photo, which show it by name and caption alone.
  const salmon: [Lang, string, string, string, string | null][] = [
    [
      "en",
      "Herb-Crusted Salmon with Greens",
      "Oven-baked salmon with a parsley and walnut crust, green beans and a warm spinach salad.",
      "Omega-3 rich dinner, {kcal} kcal",
      "Walnut-Crusted Salmon with Greens",
    ],
    [
      "ru",
      "Лосось в травяной корочке с зеленью",
      "Запечённый лосось в корочке из петрушки и грецких орехов, со стручковой фасолью.",
      "Ужин с омега-3, {kcal} ккал",
      "Лосось в ореховой корочке с зеленью",
    ],
    [
      "hy",
      "Սաղմոն կանաչու և ընկույզի կեղևով",
      "Ջեռոցում թխված սաղմոն մաղադանոսի և ընկույզի կեղևով։",
      "Օմեգա-3-ով հարուստ ընթրիք, {kcal} կկալ",
      null,
    ],
  ];
  const plate = (name: string, description: string) => ({
    slug: "salmon-plate",
    allergens: ["fish", "nuts"],
    name,
    description,
  });
  const onTheLanding = (lang: Lang, caption: string) => ({
    where: `data/${lang}/meals.json`,
    captions: new Map([["salmon-plate", { at: 1, caption }]]),
  });

  describe.each(salmon)("in %s", (lang, name, description, caption, fixed) => {
    const check = (dishName: string) =>
      unnamedAllergenProblems(
        [plate(dishName, description)],
        rules(lang),
        lang,
        where(lang),
        onTheLanding(lang, caption),
      );

    if (fixed)
      test("the old name fails, naming the file, the field and the nuts; the new one passes", () => {
        expect(check(name)).toEqual([
          `data/${lang}/dishes.json: [0].name: salmon-plate holds tree nuts, but the home page shows it by its name and caption alone (data/${lang}/meals.json: [1].caption), and neither says so in a word listed in data/${lang}/allergen-words.json. Someone who must avoid tree nuts reads these first: name them there ("Walnut-Crusted Salmon", "Beef with Sesame") and save again`,
        ]);
        expect(check(fixed)).toEqual([]);
      });
    else
      test("its name already says walnuts", () => {
        expect(check(name)).toEqual([]);
      });

    test("off the home page, the first sentence of the description may say it instead", () => {
      const problems = (text: string) =>
        unnamedAllergenProblems([plate(name, text)], rules(lang), lang, where(lang));
      expect(problems(description)).toEqual([]);
      // The walnuts only in a later sentence: too late.
      const plain = { en: "Oven-baked salmon.", ru: "Запечённый лосось.", hy: "Սաղմոն։" }[lang];
      if (fixed) expect(problems(`${plain} ${description}`)).toHaveLength(1);
    });
  });

  test("sesame and peanuts are held to it; other allergens are not", () => {
    const dish = (allergens: string[]) => ({
      slug: "bowl",
      allergens,
      name: "Green Bowl",
      description: "Rice and greens. With tahini and peanuts.",
    });
    const problems = unnamedAllergenProblems(
      [dish(["sesame", "peanuts", "milk"])],
      rules("en"),
      "en",
      where("en"),
    );
    expect(problems.map((p) => /holds ([\w ]+), but/.exec(p)?.[1])).toEqual(["peanuts", "sesame"]);
  });

  test("the first sentence ends at a full stop, the Armenian «։», ! or ?", () => {
    expect(firstSentence("Rice and greens. With tahini.")).toBe("Rice and greens.");
    expect(firstSentence("Բրինձ և կանաչի։ Թահինիով։")).toBe("Բրինձ և կանաչի։");
    expect(firstSentence("No full stop")).toBe("No full stop");
  });
});
