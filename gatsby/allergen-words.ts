import type { Lang } from "../src/lib/languages";

/*
 * A dish's copy that names an ingredient carrying an allergen (lavash, matsun, tahini) must
 * declare that allergen: a missed allergen is a health risk, so the build refuses the dish.
 * The words are kept per language in data/<lang>/allergen-words.json, which the owner extends.
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
 * "lavash*" -> a pattern that finds "lavash" and "lavashes" as words, never inside another
 * word; "wine vinegar" finds the phrase across any spaces. Case is ignored.
 */
export function wordPattern(word: string, lang: Lang): RegExp {
  const open = word.endsWith("*");
  const body = (open ? word.slice(0, -1) : word)
    .trim()
    .toLocaleLowerCase(lang)
    .split(/\s+/)
    .map((part) => {
      const starred = part.endsWith("*");
      const bare = (starred ? part.slice(0, -1) : part).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return starred ? `${bare}[\\p{L}\\p{M}]*` : bare;
    })
    .join("\\s+");
  return new RegExp(
    `(?<![\\p{L}\\p{M}])${body}${open ? "[\\p{L}\\p{M}]*" : ""}(?![\\p{L}\\p{M}])`,
    "iu",
  );
}

/**
 * Each dish of one language whose copy names a word of an allergen it does not declare:
 * "<where>: [3].description (lentil-soup): names "lavash", which contains gluten, but ...".
 */
export function allergenWordProblems(
  dishes: readonly DishCopy[],
  rules: readonly AllergenWordsEntry[],
  lang: Lang,
  where: { dishes: string; facts: string; words: string },
): string[] {
  const problems: string[] = [];
  const compiled = rules.map((rule) => ({
    slug: rule.slug,
    words: split(rule.words).map((w) => ({ w, re: wordPattern(w, lang) })),
    unless: split(rule.unless).map((w) => wordPattern(w, lang)),
  }));
  dishes.forEach((dish, i) => {
    const texts = READ_FIELDS.map((f) => [f, String(dish[f] ?? "").toLocaleLowerCase(lang)]);
    const whole = texts.map(([, t]) => t).join("\n");
    for (const rule of compiled) {
      if (dish.allergens.includes(rule.slug)) continue;
      if (rule.unless.some((re) => re.test(whole))) continue;
      for (const [field, text] of texts) {
        const found = rule.words.find(({ re }) => re.test(text));
        if (!found) continue;
        const named = text.match(found.re)?.[0] ?? found.w;
        problems.push(
          `${where.dishes}: [${i}].${field} (${dish.slug}): names "${named}", which contains ${rule.slug} (${where.words}), but its allergens in ${where.facts} do not list ${rule.slug}`,
        );
        break;
      }
    }
  });
  return problems;
}
