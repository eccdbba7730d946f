/** @jest-environment node */
import { wordMatch } from "../word-match";
import { loadContent } from "../../content/snapshot";
import { LANGUAGE_CODES, type Lang } from "../../../src/lib/languages";
import type { AllergenWordsEntry } from "../allergen-words";

test("a word matches whole words, a starred one longer words, a phrase across spaces", () => {
  expect(wordMatch("wheat", "en").test("buckwheat with dill")).toBe(false);
  expect(wordMatch("wheat", "en").test("hulled wheat")).toBe(true);
  expect(wordMatch("lavash*", "en").test("two lavashes")).toBe(true);
  expect(wordMatch("cream", "en").test("a creamy soup")).toBe(false);
  expect(wordMatch("wine vinegar", "en").test("onion in wine\n vinegar")).toBe(true);
  expect(wordMatch("grape lea*", "en").test("Grape-Leaf Tolma")).toBe(true);
  expect(wordMatch("тест*", "ru").test("Тесто")).toBe(true);
  expect(wordMatch("ձու", "hy").test("ձուկ")).toBe(false);
  expect(wordMatch("сыр", "ru").test("Сыр")).toBe(true);
  // A combining mark belongs to the word it follows.
  expect(wordMatch("egg", "en").test("egg\u0301")).toBe(false);
});

test("an unless word is found just before a word, or just after it", () => {
  const unsulphured = wordMatch("unsulphured", "en");
  expect(unsulphured.endsText("rice, unsulphured ")).toBe(true);
  expect(unsulphured.endsText("rice, unsulphured (")).toBe(true);
  expect(unsulphured.endsText("unsulphured rice, ")).toBe(false);
  const milk = wordMatch("milk", "en");
  expect(milk.startsText(" milk, rice")).toBe(true);
  expect(milk.startsText(") milk")).toBe(true);
  expect(milk.startsText(" milky")).toBe(false);
  expect(milk.startsText(" rice milk")).toBe(false);
});

/*
 * The words are matched without compiling a pattern with Unicode classes for each (slow):
 * what they find is what that one pattern finds, on every word of data/allergen-words.json
 * and every dish's copy, in each language, and on the edges a copy can have.
 */
const LETTER = "[\\p{L}\\p{M}]";
function onePattern(word: string, lang: Lang, flags: string, before = "", after = "") {
  const body = word
    .trim()
    .toLocaleLowerCase(lang)
    .replace(/եւ/g, "և")
    .replace(/ё/g, "е")
    .split(/[\s-]+/)
    .map((part) => {
      const starred = part.endsWith("*");
      const bare = (starred ? part.slice(0, -1) : part).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return starred ? `${bare}${LETTER}*` : bare;
    })
    .join("[\\s-]+");
  return new RegExp(`${before}${body}${after}`, flags);
}

const EDGES = [
  "walnut-crusted xwalnuts walnuts, (walnut) tree nuts tree-nuts tree  nut",
  "egg\u0301 e\u0301gg (egg) eggs egg-free «egg» 𝒜egg egg𝒜 ba-a-a a a a",
  "լավաշ լավաշով ձուկ ձու Լավաշ եւ և",
  "соевый соус лаваш Лавашом тесто ёжик",
];

test("the words find what one pattern per word finds", () => {
  const content = loadContent();
  const differ: string[] = [];
  for (const lang of LANGUAGE_CODES) {
    const rules = content.copy<AllergenWordsEntry[]>("allergen-words.json", lang);
    const list = (text: string) =>
      text
        .split(",")
        .map((w) => w.trim())
        .filter(Boolean);
    const odd = ["a a", "a-", "(egg)", "-nut", "tree nut*"];
    // What stands beside a word to exempt it: the `unless` words (and the odd ones).
    const beside = new Set([...rules.flatMap((r) => list(r.unless ?? "")), ...odd]);
    const words = [...rules.flatMap((r) => list(r.words)), ...beside];
    // Every dish's copy as one text (a line each), then the edges.
    const copy = content
      .read<Record<string, unknown>[]>("dishes.json", lang)
      .flatMap((dish) => Object.values(dish))
      .filter((v): v is string => typeof v === "string")
      .join("\n")
      .toLocaleLowerCase(lang);
    const texts = [copy, ...EDGES];
    const same = (what: string, text: string, found: unknown, expected: unknown) => {
      if (JSON.stringify(found) !== JSON.stringify(expected))
        differ.push(
          `${what} in "${text}": ${JSON.stringify(found)}, not ${JSON.stringify(expected)}`,
        );
    };
    for (const word of words) {
      const match = wordMatch(word, lang);
      const whole = onePattern(word, lang, "giu", `(?<!${LETTER})`, `(?!${LETTER})`);
      const found = texts.map((text) =>
        [...text.matchAll(whole)].map((m) => [m.index, m.index + m[0].length]),
      );
      texts.forEach((text, i) =>
        same(
          `"${word}"`,
          text,
          match.all(text).map((f) => [f.index, f.end]),
          found[i],
        ),
      );
      if (!beside.has(word)) continue;
      // An unless word before a word found (ending the text before it), or after it.
      const ends = onePattern(word, lang, "iu", `(?<!${LETTER})`, "[\\s(]*$");
      const starts = onePattern(word, lang, "iu", "^[\\s)(,]*", `(?!${LETTER})`);
      texts.forEach((text, i) => {
        for (const cut of new Set([0, ...found[i].flat(), text.length >> 1])) {
          const head = text.slice(0, cut);
          const tail = text.slice(cut);
          same(`"${word}" ending`, head, match.endsText(head), ends.test(head));
          same(`"${word}" starting`, tail, match.startsText(tail), starts.test(tail));
        }
      });
    }
  }
  expect(differ).toEqual([]);
});
