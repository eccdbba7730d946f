import type { Lang } from "../src/lib/languages";
import { fieldPath } from "./translations";
import { typesetCopy, unitAfterSpace } from "./typography";

/*
 * What the typography rules promise, checked on the copy as pages show it, so that a text the
 * rules cannot mend (or a rule that stopped working) fails the build naming file and field.
 */

// Letters, and the stress and question marks written over a word (՛ ՜ ՞).
const ARMENIAN_LETTER = "\u0531-\u0556\u0561-\u0587\u055b-\u055e";
/** Latin ":" ";" "?" "!" after an Armenian word, or a "." that ends an Armenian sentence. */
const LATIN_IN_ARMENIAN = new RegExp(
  `[${ARMENIAN_LETTER}][»)]?(?:[:;?!]|\\.(?=\\s+[\u0531-\u0556]|\\s*$))`,
);
/** A dash (or a hyphen used as one) after an ordinary space, where a line may start with it. */
const PLAIN_SPACE_DASH = / [—–-](?=\s|$)/;

/**
 * The polite «Դուք» and its forms (Ձեր, Ձեզ, Ձերը, Ձեզնից …), which the site writes with a
 * capital everywhere: a lower-case one reads as the familiar plural, or as a slip.
 */
const LOWER_POLITE = /(?<![\p{L}])(?:ձեր|ձեզ|դուք)(?:ը|ն|ից|ով|ոնք|անից|նից|ում)?(?![\p{L}])/u;

/**
 * Weekdays with a capital (and their inflected forms): only where a text or a sentence starts,
 * as in a heading; inside a sentence Armenian and Russian write them in lower case.
 */
const WEEKDAYS: Partial<Record<Lang, RegExp>> = {
  hy: /(?<![\p{L}])(?:Երկուշաբթի|Երեքշաբթի|Չորեքշաբթի|Հինգշաբթի|Ուրբաթ|Շաբաթ|Կիրակի)(?:ն|ը|ից|ով|ում|վա|օրը)?(?![\p{L}])/gu,
  ru: /(?<![\p{L}])(?:Понедельник|Вторник|Сред[аыуеой]|Четверг|Пятниц|Суббот|Воскресень)\p{L}*/gu,
};
/** Where a sentence may start: the text's start, or after a full stop, "!", "?" or «։». */
const SENTENCE_START = /(?:^|[.!?։…]|\n)\s*[«"„([]?$/u;

export type TextProblem = { index: number; what: string };

/**
 * What a text shown in `lang` breaks of the site's typography, wherever it comes from: copy in
 * data/, or what code put together and the built page shows. English is exempt but for units.
 */
export function textProblems(text: string, lang: Lang): TextProblem[] {
  const found: TextProblem[] = [];
  if (lang === "hy") {
    const latin = LATIN_IN_ARMENIAN.exec(text);
    if (latin)
      found.push({
        index: latin.index,
        what: "Latin punctuation in an Armenian sentence (use ։ ՞ ՜ ՛, and ՝ or ․ for a colon)",
      });
    const polite = LOWER_POLITE.exec(text);
    if (polite)
      found.push({
        index: polite.index,
        what: `the polite «${polite[0]}» in lower case (write «${polite[0][0].toUpperCase()}${polite[0].slice(1)}»)`,
      });
  }
  const weekdays = WEEKDAYS[lang];
  if (weekdays)
    for (const m of text.matchAll(weekdays))
      if (!SENTENCE_START.test(text.slice(0, m.index))) {
        found.push({
          index: m.index,
          what: `the weekday «${m[0]}» with a capital inside a sentence (only a heading or a sentence starts with it)`,
        });
        break;
      }
  const unit = unitAfterSpace(lang).exec(text);
  if (unit)
    found.push({
      index: unit.index,
      what: "a plain space between a number and its unit (use a no-break space)",
    });
  return found;
}

function strings(value: unknown, at: PropertyKey[] = []): [PropertyKey[], string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, [...at, i]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => strings(v, [...at, k]));
  return [];
}

/** A few characters either side of a finding, for the message. */
export const excerpt = (text: string, index: number) =>
  JSON.stringify(text.slice(Math.max(0, index - 12), index + 14));

/** Problems of one language's copy, each "<where>: <field>: <what is wrong>". */
export function typographyProblems(
  copy: unknown,
  lang: Lang,
  where: string,
  set: (copy: unknown, lang: Lang) => unknown = typesetCopy,
): string[] {
  const problems: string[] = [];
  for (const [at, text] of strings(set(copy, lang))) {
    const field = fieldPath(at) || "(whole file)";
    if (lang === "ru") {
      const m = PLAIN_SPACE_DASH.exec(text);
      if (m)
        problems.push(
          `${where}: ${field}: a plain space before a dash at ${excerpt(text, m.index)} (use a no-break space)`,
        );
    }
    for (const { index, what } of textProblems(text, lang))
      problems.push(`${where}: ${field}: ${what} at ${excerpt(text, index)}`);
  }
  return problems;
}

/** A claim's `{figure}` must name a fact of data/home.json, or the page would show the braces. */
export function figureProblems(merged: unknown, where: string): string[] {
  const { claims, figures } = (merged ?? {}) as { claims?: unknown; figures?: unknown };
  if (!Array.isArray(claims) || !figures || typeof figures !== "object") return [];
  return claims.flatMap((claim, i) =>
    [...String((claim as { value?: unknown })?.value ?? "").matchAll(/\{(\w+)\}/g)]
      .filter(([, name]) => !(name in figures))
      .map(([whole]) => `${where}: claims[${i}].value: ${whole} is not a figure of data/home.json`),
  );
}
