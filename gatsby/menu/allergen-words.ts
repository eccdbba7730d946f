import type { Lang } from "../../src/lib/languages";

/*
 * A dish's copy that names an ingredient carrying an allergen (lavash, matsun, tahini) must
 * declare that allergen: a missed allergen is a health risk, so the build refuses the dish.
 * The words are kept per language in data/allergen-words.json, which the owner extends.
 */

export type AllergenWordsEntry = { slug: string; words: string; unless?: string };
type DishCopy = { slug: string; allergens: readonly string[] } & Record<string, unknown>;

/** The fields of a dish that a visitor reads. */
const READ_FIELDS = ["name", "description", "ingredients", "alt"] as const;
const LETTER = "[\\p{L}\\p{M}]";

const split = (list: string | undefined) =>
  (list ?? "")
    .split(",")
    .map((w) => w.trim())
    .filter(Boolean);

/**
 * Text as the words are matched: lower case, and one spelling where a language has two
 * («եւ» / «և», «ё» / «е»), so that a word list need not spell both.
 */
export const normalise = (text: string, lang: Lang) =>
  text.toLocaleLowerCase(lang).replace(/եւ/g, "և").replace(/ё/g, "е");

/** "lavash*" -> the pattern's body: a trailing * takes any longer ending of that word. */
function body(word: string, lang: Lang): string {
  return normalise(word.trim(), lang)
    .split(/[\s-]+/)
    .map((part) => {
      const starred = part.endsWith("*");
      const bare = (starred ? part.slice(0, -1) : part).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return starred ? `${bare}${LETTER}*` : bare;
    })
    .join("[\\s-]+");
}

/**
 * "lavash*" -> a pattern that finds "lavash" and "lavashes" as words, never inside another
 * word; "grape leaves" finds the phrase across spaces or a hyphen ("grape-leaves"). Case and
 * the spellings `normalise` joins are ignored.
 */
export function wordPattern(word: string, lang: Lang, flags = "iu"): RegExp {
  return new RegExp(`(?<!${LETTER})${body(word, lang)}(?!${LETTER})`, flags);
}

/**
 * An `unless` word exempts the word it stands beside ("unsulphured dried apricots",
 * «ծիրանաչիր (առանց ծծմբի)», "coconut milk"), wherever the dish names that word again, and
 * never another word of the allergen (the raisins beside unsulphured apricots).
 */
function exempted(text: string, at: number, length: number, unless: string[], lang: Lang) {
  const before = text.slice(0, at);
  const after = text.slice(at + length);
  return unless.some(
    (w) =>
      new RegExp(`(?<!${LETTER})${body(w, lang)}[\\s(]*$`, "iu").test(before) ||
      new RegExp(`^[\\s)(,]*${body(w, lang)}(?!${LETTER})`, "iu").test(after),
  );
}

type Compiled = { slug: string; words: RegExp[]; unless: string[] };
const compile = (rules: readonly AllergenWordsEntry[], lang: Lang): Compiled[] =>
  rules.map((rule) => ({
    slug: rule.slug,
    words: split(rule.words).map((w) => wordPattern(w, lang, "giu")),
    unless: split(rule.unless),
  }));

/** The allergens a dish's copy names by a word of theirs without declaring them. */
function undeclared(dish: DishCopy, compiled: readonly Compiled[], lang: Lang) {
  const texts = READ_FIELDS.map((field) => ({
    field,
    text: normalise(String(dish[field] ?? ""), lang),
  }));
  return compiled.flatMap((rule) => {
    if (dish.allergens.includes(rule.slug)) return [];
    const hits = texts.flatMap(({ field, text }) =>
      rule.words.flatMap((re) => [...text.matchAll(re)].map((m) => ({ field, text, re, m }))),
    );
    const exempt = new Set(
      hits
        .filter(({ text, m }) => exempted(text, m.index, m[0].length, rule.unless, lang))
        .map((h) => h.re),
    );
    const hit = hits.find((h) => !exempt.has(h.re));
    return hit ? [{ slug: rule.slug, field: hit.field, named: hit.m[0] }] : [];
  });
}

/**
 * The allergens a dish holds by its copy's words as well as by its ticks: what the editor's
 * preview marks it with while the owner types (the build refuses a word left undeclared).
 */
export function allergensWithWords(
  dish: DishCopy,
  rules: readonly AllergenWordsEntry[],
  lang: Lang,
): string[] {
  const named = undeclared(dish, compile(rules, lang), lang).map((f) => f.slug);
  return [...dish.allergens, ...named];
}

/**
 * Each dish of one language whose copy names a word of an allergen it does not declare:
 * "<where>: [3].description: names "lavash", which contains gluten (a word listed in ...), but ...".
 */
export function allergenWordProblems(
  dishes: readonly DishCopy[],
  rules: readonly AllergenWordsEntry[],
  lang: Lang,
  where: { dishes: string; words: string },
): string[] {
  const compiled = compile(rules, lang);
  return dishes.flatMap((dish, i) =>
    undeclared(dish, compiled, lang).map(
      ({ slug, field, named }) =>
        `${where.dishes}: [${i}].${field}: names "${named}", which contains ${slug} (a word listed in ${where.words}), but the dish's allergens do not list ${slug}. Add ${slug} to its allergens and save again`,
    ),
  );
}

/**
 * Allergens a visitor does not expect in a dish unless told (a walnut crust, a sesame
 * dressing, a peanut sauce): a dish that holds one must say so where it is read first, in its
 * name or the first sentence of its description, in every language.
 */
export const NAMED_ALLERGENS = ["nuts", "peanuts", "sesame"] as const;

/** Plain words for the allergens the messages name. */
const ALLERGEN_WORDS: Record<(typeof NAMED_ALLERGENS)[number], string> = {
  nuts: "tree nuts",
  peanuts: "peanuts",
  sesame: "sesame",
};

/** The first sentence of a text: up to the first full stop («։» in Armenian), ! or ?. */
export function firstSentence(text: string): string {
  const end = /[.!?։](?=\s|$)/u.exec(text);
  return end ? text.slice(0, end.index + 1) : text;
}

/** Where a dish is shown by its name and a caption alone (the home page's photos). */
export type ShownByName = {
  where: string;
  captions: ReadonlyMap<string, { at: number; caption: string }>;
};

/**
 * Each dish of one language that holds one of NAMED_ALLERGENS but does not say so where it is
 * read first, by the allergen's words in that language: in its name or the first sentence of
 * its description, or, where only its name and a caption are shown (`shown`), in those.
 */
export function unnamedAllergenProblems(
  dishes: readonly DishCopy[],
  rules: readonly AllergenWordsEntry[],
  lang: Lang,
  where: { dishes: string; words: string },
  shown?: ShownByName,
): string[] {
  const problems: string[] = [];
  dishes.forEach((dish, i) => {
    const name = normalise(String(dish.name ?? ""), lang);
    const photo = shown?.captions.get(dish.slug);
    const next = photo ? photo.caption : firstSentence(String(dish.description ?? ""));
    const read = [name, normalise(next, lang)];
    for (const allergen of NAMED_ALLERGENS) {
      if (!dish.allergens.includes(allergen)) continue;
      const rule = rules.find((r) => r.slug === allergen);
      const words = split(rule?.words).map((w) => wordPattern(w, lang));
      if (words.some((re) => read.some((text) => re.test(text)))) continue;
      const what = ALLERGEN_WORDS[allergen];
      const place =
        photo && shown
          ? `the home page shows it by its name and caption alone (${shown.where}: [${photo.at}].caption), and neither says so`
          : "neither its name nor the first sentence of its description says so";
      problems.push(
        `${where.dishes}: [${i}].name: ${dish.slug} holds ${what}, but ${place} in a word listed in ${where.words}. Someone who must avoid ${what} reads these first: name them there ("Walnut-Crusted Salmon", "Beef with Sesame") and save again`,
      );
    }
  });
  return problems;
}
