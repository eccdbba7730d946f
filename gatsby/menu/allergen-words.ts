import type { Lang } from "../../src/lib/languages";
import { normalise, wordMatch, type WordMatch } from "./word-match";

/*
 * A dish's copy that names an ingredient carrying an allergen (lavash, matsun, tahini) must
 * declare that allergen: a missed allergen is a health risk, so the build refuses the dish.
 * The words are kept per language in data/allergen-words.json, which the owner extends.
 */

export type AllergenWordsEntry = { slug: string; words: string; unless?: string };
type DishCopy = { slug: string; allergens: readonly string[] } & Record<string, unknown>;

/** The fields of a dish that a visitor reads. */
const READ_FIELDS = ["name", "description", "ingredients", "alt"] as const;

const split = (list: string | undefined) =>
  (list ?? "")
    .split(",")
    .map((w) => w.trim())
    .filter(Boolean);

/**
 * An `unless` word exempts the word it stands beside ("unsulphured dried apricots",
 * «ծիրանաչիր (առանց ծծմբի)», "coconut milk"), wherever the dish names that word again, and
 * never another word of the allergen (the raisins beside unsulphured apricots).
 */
function exempted(text: string, at: number, end: number, unless: WordMatch[]) {
  const before = text.slice(0, at);
  const after = text.slice(end);
  return unless.some((w) => w.endsText(before) || w.startsText(after));
}

type Compiled = { slug: string; words: WordMatch[]; unless: WordMatch[] };
const compile = (rules: readonly AllergenWordsEntry[], lang: Lang): Compiled[] =>
  rules.map((rule) => ({
    slug: rule.slug,
    words: split(rule.words).map((w) => wordMatch(w, lang)),
    unless: split(rule.unless).map((w) => wordMatch(w, lang)),
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
      rule.words.flatMap((word) => word.all(text).map((m) => ({ field, text, word, m }))),
    );
    const exempt = new Set(
      hits.filter(({ text, m }) => exempted(text, m.index, m.end, rule.unless)).map((h) => h.word),
    );
    const hit = hits.find((h) => !exempt.has(h.word));
    return hit
      ? [{ slug: rule.slug, field: hit.field, named: hit.text.slice(hit.m.index, hit.m.end) }]
      : [];
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
      const words = split(rule?.words).map((w) => wordMatch(w, lang));
      if (words.some((word) => read.some((text) => word.test(text)))) continue;
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
