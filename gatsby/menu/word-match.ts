import type { Lang } from "../../src/lib/languages";
import { escapeRegExp } from "../../src/lib/pattern";

/*
 * Finding an owner's word ("lavash*", "grape leaves") in a dish's copy as a whole word: never
 * inside another word, a starred word with any longer ending, a phrase across spaces or a
 * hyphen, case ignored. What makes a word is a letter or a combining mark (any script).
 *
 * Why not one regular expression per word, `(?<![\p{L}\p{M}])lavash[\p{L}\p{M}]*(?!…)`: a
 * pattern with a Unicode property class takes about a millisecond to compile, and the checks
 * compile one per word per language (a few hundred), as does the editor's preview while the
 * owner types: 1.0 s of the 1.7 s the whole content check took in a fresh process. So the
 * words' own patterns hold only their letters (quick to compile), and the two classes are
 * compiled once, here: the edges of a word and a starred ending are tested with them. The
 * matches are those of that one pattern: words with parentheses or an empty part (a stray
 * hyphen), where the two could differ, keep that pattern.
 */

/** A letter or a combining mark, at a position (sticky); just before it. */
const LETTER_AT = /[\p{L}\p{M}]/uy;
const LETTER_BEFORE = /(?<=[\p{L}\p{M}])/uy;
/** The letters and marks from a position on (sticky). */
const LETTERS_AT = /[\p{L}\p{M}]*/uy;
const LETTER = "[\\p{L}\\p{M}]";

/**
 * Text as the words are matched: lower case, and one spelling where a language has two
 * («եւ» / «և», «ё» / «е»), so that a word list need not spell both.
 */
export const normalise = (text: string, lang: Lang) =>
  text.toLocaleLowerCase(lang).replace(/եւ/g, "և").replace(/ё/g, "е");

function letterAt(text: string, at: number, where = LETTER_AT): boolean {
  where.lastIndex = at;
  return where.test(text);
}

/** A word found: where it starts and where it ends in the text. */
export type Found = { index: number; end: number };

export type WordMatch = {
  /** Whether the text names the word anywhere. */
  test(text: string): boolean;
  /** Every match, one after the other (none overlapping). */
  all(text: string): Found[];
  /** Whether the text ends with the word, then only spaces or "(" ("unsulphured (" ...). */
  endsText(text: string): boolean;
  /** Whether the text starts with the word, after spaces, brackets or commas only. */
  startsText(text: string): boolean;
};

type Part = { bare: string; starred: boolean };

function partsOf(word: string, lang: Lang): Part[] {
  return normalise(word.trim(), lang)
    .split(/[\s-]+/)
    .map((part) => {
      const starred = part.endsWith("*");
      return { bare: starred ? part.slice(0, -1) : part, starred };
    });
}

/** "lavash*": "lavash", "lavashes", "Lavash" as whole words (see above). */
export function wordMatch(word: string, lang: Lang): WordMatch {
  const parts = partsOf(word, lang);
  const plain = parts.every((p) => p.bare !== "" && !/[()]/.test(p.bare));
  const at = plain ? lettersAt(parts) : patternAt(parts);
  const step = (text: string, i: number) => i + ((text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1);
  const find = (text: string, from = 0) => {
    for (let pos = from; pos <= text.length;) {
      const start = at.next(text, pos);
      if (start === undefined) return undefined;
      const end = at.endAt(text, start);
      if (end !== undefined) return { index: start, end };
      pos = step(text, start);
    }
    return undefined;
  };
  return {
    test: (text) => find(text) !== undefined,
    all(text) {
      const found: Found[] = [];
      for (let hit = find(text); hit; hit = find(text, hit.end)) found.push(hit);
      return found;
    },
    endsText(text) {
      if (at.endsText) return at.endsText(text);
      // The word's letters end the text but for spaces or "(": any match, overlapping ones
      // too, that ends there ("tree nuts, tree nuts (").
      const end = text.length - /[\s(]*$/u.exec(text)![0].length;
      for (let hit = find(text); hit; hit = find(text, step(text, hit.index)))
        if (hit.end === end) return true;
      return false;
    },
    startsText(text) {
      if (at.startsText) return at.startsText(text);
      return at.endAt(text, /^[\s)(,]*/u.exec(text)![0].length) !== undefined;
    },
  };
}

type Matcher = {
  /** The next position, from `pos` on, where the word could start. */
  next(text: string, pos: number): number | undefined;
  /** Where the word ends when it starts at `start`, with no letter on either side. */
  endAt(text: string, start: number): number | undefined;
  /** Its own answers for WordMatch's, where the patterns' edges need them. */
  endsText?(text: string): boolean;
  startsText?(text: string): boolean;
};

/** The word's letters as patterns; its edges and starred endings tested with LETTER_AT. */
function lettersAt(parts: Part[]): Matcher {
  const first = new RegExp(escapeRegExp(parts[0].bare), "giu");
  const steps = parts.map((p, i) => ({
    re: new RegExp(`${i ? "[\\s-]+" : ""}${escapeRegExp(p.bare)}`, "iuy"),
    starred: p.starred,
  }));
  return {
    next(text, pos) {
      first.lastIndex = pos;
      return first.exec(text)?.index;
    },
    endAt(text, start) {
      if (letterAt(text, start, LETTER_BEFORE)) return undefined;
      let end = start;
      for (const { re, starred } of steps) {
        re.lastIndex = end;
        const m = re.exec(text);
        if (!m) return undefined;
        end += m[0].length;
        if (starred) {
          LETTERS_AT.lastIndex = end;
          end += LETTERS_AT.exec(text)![0].length;
        }
      }
      return letterAt(text, end) ? undefined : end;
    },
  };
}

/** The word as one pattern with its edges (a word with brackets or an empty part). */
function patternAt(parts: Part[]): Matcher {
  const body = parts
    .map((p) => `${escapeRegExp(p.bare)}${p.starred ? `${LETTER}*` : ""}`)
    .join("[\\s-]+");
  const whole = `(?<!${LETTER})${body}(?!${LETTER})`;
  const scan = new RegExp(whole, "giu");
  const sticky = new RegExp(whole, "iuy");
  const ends = new RegExp(`(?<!${LETTER})${body}[\\s(]*$`, "iu");
  const starts = new RegExp(`^[\\s)(,]*${body}(?!${LETTER})`, "iu");
  return {
    next(text, pos) {
      scan.lastIndex = pos;
      return scan.exec(text)?.index;
    },
    endAt(text, start) {
      sticky.lastIndex = start;
      const m = sticky.exec(text);
      return m ? start + m[0].length : undefined;
    },
    endsText: (text) => ends.test(text),
    startsText: (text) => starts.test(text),
  };
}
